import Papa from 'papaparse';
import type { ActivityEntry, ActivityKind, ItemOutcome } from '@/api/activity-log';

export type ActivityFilter = { kind: ActivityKind | 'all'; outcome: ItemOutcome | 'all' };

export const KIND_LABELS: Record<ActivityKind, [one: string, many: string]> = {
  submission: ['submission', 'submissions'],
  form: ['form', 'forms'],
  webhook: ['webhook', 'webhooks'],
  erasure: ['erasure', 'erasures'],
};

export const OUTCOME_LABELS: Record<ItemOutcome, string> = {
  deleted: 'deleted',
  'already-gone': 'already gone',
  failed: 'failed',
  'not-sent': 'not sent',
};

/** An entry is shown under an outcome when any of its ids had that outcome. */
export function filterActivity(entries: readonly ActivityEntry[], filter: ActivityFilter) {
  return entries.filter(
    (entry) =>
      (filter.kind === 'all' || entry.kind === filter.kind) &&
      (filter.outcome === 'all' || entry.items.some((item) => item.outcome === filter.outcome)),
  );
}

/** What an entry is found by in the page's search: its form, account, and each id and name. */
export const activityTexts = (entry: ActivityEntry) => [
  entry.form?.name,
  entry.form?.id,
  entry.account,
  ...entry.items.flatMap((item) => [item.id, item.name]),
];

/** How many ids of an entry had each outcome, in the order of `OUTCOME_LABELS`, zeros left out. */
export function outcomeCounts(entry: ActivityEntry): [ItemOutcome, number][] {
  const counts = new Map<ItemOutcome, number>();
  for (const item of entry.items) counts.set(item.outcome, (counts.get(item.outcome) ?? 0) + 1);
  return (Object.keys(OUTCOME_LABELS) as ItemOutcome[])
    .filter((outcome) => counts.has(outcome))
    .map((outcome) => [outcome, counts.get(outcome)!]);
}

export const CSV_HEADERS = [
  'time',
  'kind',
  'signed_in_as',
  'form_id',
  'form_name',
  'id',
  'name',
  'outcome',
  'message',
];

/** One row per deleted (or attempted) id, so a spreadsheet can count and filter them. */
export function activityCsvRows(entries: readonly ActivityEntry[]): string[][] {
  return entries.flatMap((entry) =>
    entry.items.map((item) => [
      new Date(entry.at).toISOString(),
      entry.kind,
      entry.account ?? '',
      // An erasure's submissions each name their own form.
      entry.form?.id ?? item.form ?? '',
      entry.form?.name ?? (entry.kind === 'erasure' ? (item.name ?? '') : ''),
      item.id,
      item.name ?? '',
      item.outcome,
      item.message ?? '',
    ]),
  );
}

/** The log as CSV; names come from the API, so a leading `=`, `+`, `-` or `@` is escaped. */
export function activityCsv(entries: readonly ActivityEntry[]): string {
  return `\uFEFF${Papa.unparse([CSV_HEADERS, ...activityCsvRows(entries)], {
    newline: '\r\n',
    escapeFormulae: true,
  })}`;
}
