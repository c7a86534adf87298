import type { Webhook } from '@/api/schemas';
import { type ErasureOutcome, refKey, type SubmissionRef } from '@/api/erase-submissions';
import { hostOf } from '@/lib/url-host';
import type { Contacts } from '@/features/people/search/person-contacts';
import { erasedSummary, type NamedForm } from './erasure-coverage';

export type ReceiptItem = {
  formId: string;
  formName: string;
  submissionId: string;
  submittedAt: string;
  outcome: 'erased' | 'already gone' | 'failed' | 'not sent';
  /** The API's message, for a failed DELETE. */
  message?: string;
};

/** A service that received the forms' responses and may hold copies. No secret, no URL path. */
export type ReceiptService = {
  formName: string;
  webhook: string;
  subscriber: string;
  targetHost: string;
  enabled: boolean;
};

/** What an erasure did, for the owner's records and the person's answer. */
export type ErasureReceipt = {
  searchedFor: string;
  matchedAs: string;
  /** The e-mail addresses and phone numbers the erased submissions give. */
  contacts: Contacts;
  /** ISO 8601, when the erasure ended. */
  at: string;
  account: string | null;
  items: ReceiptItem[];
  /** Null when the account's webhooks could not be read. */
  services: ReceiptService[] | null;
  /** Forms searched on their completed submissions only: the person may have partial ones there. */
  partialsNotRead: NamedForm[];
  /** False when something was not erased or not read: the person may have more. */
  complete: boolean;
  /** "Erased 2 submissions; partial submissions of … could not be read, …", in words. */
  summary: string;
};

const OUTCOME_WORDS = {
  deleted: 'erased',
  'already-gone': 'already gone',
  failed: 'failed',
  'not-sent': 'not sent',
} as const;

export function buildReceipt(input: {
  searchedFor: string;
  matchedAs: string;
  contacts: Contacts;
  at: Date;
  account: string | null;
  refs: readonly (SubmissionRef & { submittedAt: string })[];
  outcomes: ReadonlyMap<string, ErasureOutcome>;
  /** Null when they could not be read. */
  webhooks: readonly Webhook[] | null;
  partialsNotRead: readonly NamedForm[];
}): ErasureReceipt {
  const items = input.refs.map((ref): ReceiptItem => {
    const known = input.outcomes.get(refKey(ref)) ?? { outcome: 'not-sent' as const };
    return {
      formId: ref.formId,
      formName: ref.formName,
      submissionId: ref.submissionId,
      submittedAt: ref.submittedAt,
      outcome: OUTCOME_WORDS[known.outcome],
      ...(known.message ? { message: known.message } : {}),
    };
  });
  const formNames = new Map(input.refs.map((ref) => [ref.formId, ref.formName]));
  const services = (input.webhooks ?? [])
    .filter((webhook) => formNames.has(webhook.form_id))
    .map((webhook) => ({
      formName: formNames.get(webhook.form_id)!,
      webhook: webhook.name,
      subscriber: webhook.subscriber,
      targetHost: hostOf(webhook.url),
      enabled: webhook.enabled,
    }));
  const erased = items.filter((item) => item.outcome === 'erased').length;
  const partialsNotRead = [...input.partialsNotRead];
  return {
    searchedFor: input.searchedFor,
    matchedAs: input.matchedAs,
    contacts: input.contacts,
    at: input.at.toISOString(),
    account: input.account,
    items,
    services: input.webhooks === null ? null : services,
    partialsNotRead,
    complete:
      partialsNotRead.length === 0 &&
      items.every((item) => item.outcome === 'erased' || item.outcome === 'already gone'),
    summary: erasedSummary(
      erased,
      partialsNotRead.map((form) => form.formName),
    ),
  };
}

/** "3 erased, 1 already gone, 1 failed". */
export function receiptCounts(receipt: ErasureReceipt): string {
  const counts = new Map<string, number>();
  for (const item of receipt.items) counts.set(item.outcome, (counts.get(item.outcome) ?? 0) + 1);
  return [...counts].map(([outcome, count]) => `${count} ${outcome}`).join(', ');
}
