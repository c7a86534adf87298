import { describe, expect, it } from 'vitest';
import type { Webhook } from '@/api/schemas';
import { refKey } from '@/api/erase-submissions';
import { buildReceipt, receiptCounts } from './erasure-receipt';

const ref = (formId: string, submissionId: string) => ({
  formId,
  formName: `Form ${formId}`,
  submissionId,
  submittedAt: '2026-11-01T10:00:00Z',
});

const webhook = (formId: string, name: string, url: string): Webhook => ({
  id: `wh-${name}`,
  name,
  form_id: formId,
  url,
  signing_secret: 'whsec_do_not_leak',
  enabled: true,
  subscriber: 'crm',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});

describe('buildReceipt', () => {
  const refs = [ref('a', 's1'), ref('a', 's2'), ref('b', 's3'), ref('b', 's4')];
  const outcomes = new Map([
    [refKey(refs[0]!), { outcome: 'deleted' as const }],
    [refKey(refs[1]!), { outcome: 'already-gone' as const }],
    [refKey(refs[2]!), { outcome: 'failed' as const, message: 'The API failed (HTTP 500)' }],
  ]);
  const receipt = buildReceipt({
    searchedFor: 'ann@example.com',
    matchedAs: 'E-mail address (the whole address, any case)',
    contacts: { emails: ['ann@example.com'], phones: [] },
    at: new Date('2026-11-27T09:00:00Z'),
    account: 'owner@example.com',
    refs,
    outcomes,
    webhooks: [
      webhook('a', 'CRM sync', 'https://user:pass@hooks.example.com:8443/path?token=x'),
      webhook('other', 'Not these forms', 'https://elsewhere.example/'),
    ],
    partialsNotRead: [],
  });

  it('lists each submission with its form, time and outcome, the unsent ones too', () => {
    expect(receipt.items.map((item) => [item.submissionId, item.outcome])).toEqual([
      ['s1', 'erased'],
      ['s2', 'already gone'],
      ['s3', 'failed'],
      ['s4', 'not sent'],
    ]);
    expect(receipt.items[2]!.message).toBe('The API failed (HTTP 500)');
    expect(receiptCounts(receipt)).toBe('1 erased, 1 already gone, 1 failed, 1 not sent');
    expect(receipt).toMatchObject({ at: '2026-11-27T09:00:00.000Z', account: 'owner@example.com' });
  });

  it("names the forms' webhooks by host only: no secret, no credential, no path", () => {
    expect(receipt.services).toEqual([
      {
        formName: 'Form a',
        webhook: 'CRM sync',
        subscriber: 'crm',
        targetHost: 'hooks.example.com:8443',
        enabled: true,
      },
    ]);
    const text = JSON.stringify(receipt);
    for (const secret of ['whsec_do_not_leak', 'pass', 'token', '/path']) {
      expect(text).not.toContain(secret);
    }
  });
});

describe('a receipt of an erasure that could not see everything', () => {
  const refs = [ref('a', 's1'), ref('b', 's2')];
  const build = (partialsNotRead: { formId: string; formName: string }[]) =>
    buildReceipt({
      searchedFor: 'ann@example.com',
      matchedAs: 'E-mail address',
      contacts: { emails: ['ann@example.com'], phones: [] },
      at: new Date('2026-11-27T09:00:00Z'),
      account: null,
      refs,
      outcomes: new Map(refs.map((item) => [refKey(item), { outcome: 'deleted' as const }])),
      webhooks: [],
      partialsNotRead,
    });

  it('says which forms’ partial submissions were not read, and never that it is complete', () => {
    const receipt = build([{ formId: 'c', formName: 'Café tasting' }]);
    expect(receipt.complete).toBe(false);
    expect(receipt.summary).toBe(
      'Erased 2 submissions; partial submissions of Café tasting could not be read, so this person may have more there',
    );
    expect(receipt.partialsNotRead).toEqual([{ formId: 'c', formName: 'Café tasting' }]);
  });

  it('is complete when every form was read whole and every submission erased', () => {
    const receipt = build([]);
    expect(receipt.complete).toBe(true);
    expect(receipt.summary).toBe('Erased 2 submissions');
  });
});
