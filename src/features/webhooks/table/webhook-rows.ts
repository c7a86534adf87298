import { displayText } from '@/lib/display-text';
import type { Webhook } from '@/api/schemas';
import {
  type Finding,
  type FindingKind,
  checkWebhooks,
} from '@/features/webhooks/attention/webhook-checks';
import { type FormIndex, isDeletedForm } from '@/features/webhooks/use-form-index';
import { hostOf } from '@/lib/url-host';
import { compareText } from '@/lib/comparable-text';
import { searchList } from '@/lib/list-search';
import { shownUrl } from '@/lib/url-secrets';

/** A webhook with what the page shows beside it: its form's name, its host, its findings. */
export type WebhookRow = {
  webhook: Webhook;
  /** The form's name; null when the form is gone or past the one page of forms we read. */
  formName: string | null;
  formGone: boolean;
  /** The target's host, or the text itself when it is no web address. */
  host: string;
  findings: Finding[];
};

export type GroupBy = 'none' | 'form' | 'service' | 'host';
export type SortKey = 'name' | 'form' | 'service' | 'host' | 'created';
export type Sort = { key: SortKey; direction: 'asc' | 'desc' } | null;

export function buildRows(
  webhooks: readonly Webhook[],
  forms: FormIndex | undefined,
): WebhookRow[] {
  const findings = checkWebhooks(webhooks, (formId) => isDeletedForm(forms, formId));
  return webhooks.map((webhook) => {
    const form = forms?.byId.get(webhook.form_id);
    return {
      webhook,
      formName: form ? displayText(form.name) || 'Untitled form' : null,
      formGone: isDeletedForm(forms, webhook.form_id),
      // Of the masked URL: a text that is no URL is shown whole, its secrets masked.
      host: hostOf(shownUrl(webhook.url).masked),
      findings: findings.get(webhook.id) ?? [],
    };
  });
}

/** What a row is grouped and sorted by, for each key. */
export function keyOf(row: WebhookRow, key: SortKey | Exclude<GroupBy, 'none'>): string {
  switch (key) {
    case 'name':
      return row.webhook.name;
    case 'form':
      return row.formName ?? row.webhook.form_id;
    case 'service':
      return row.webhook.subscriber;
    case 'host':
      return row.host;
    case 'created':
      return row.webhook.created_at;
  }
}

export type RowFilter = { formId: string; search: string; kind: FindingKind | '' };

export function filterRows(rows: readonly WebhookRow[], filter: RowFilter): readonly WebhookRow[] {
  const chosen = rows.filter(
    (row) =>
      (!filter.formId || row.webhook.form_id === filter.formId) &&
      (!filter.kind || row.findings.some((finding) => finding.kind === filter.kind)),
  );
  return searchList(chosen, filter.search, ({ webhook }) => [
    webhook.name,
    webhook.url,
    webhook.subscriber,
  ]);
}

export function sortRows(rows: readonly WebhookRow[], sort: Sort): WebhookRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => sign * compareText(keyOf(a, sort.key), keyOf(b, sort.key)));
}

/** Rows in groups named by their key, the groups in alphabetical order, each keeping its rows' order. */
export function groupRows(
  rows: readonly WebhookRow[],
  groupBy: GroupBy,
): { name: string; rows: WebhookRow[] }[] {
  if (groupBy === 'none') return [{ name: '', rows: [...rows] }];
  const groups = new Map<string, WebhookRow[]>();
  for (const row of rows) {
    const name = keyOf(row, groupBy);
    groups.set(name, [...(groups.get(name) ?? []), row]);
  }
  return [...groups]
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, grouped]) => ({ name, rows: grouped }));
}

/** How many rows have each kind of finding. */
export function countKinds(rows: readonly WebhookRow[]): Map<FindingKind, number> {
  const counts = new Map<FindingKind, number>();
  for (const row of rows) {
    for (const kind of new Set(row.findings.map((finding) => finding.kind))) {
      counts.set(kind, (counts.get(kind) ?? 0) + 1);
    }
  }
  return counts;
}
