import { QueryClient } from '@tanstack/react-query';
import { formStatsQueries } from '@/api/form-stats';
import type { SubmissionList, Webhook } from '@/api/schemas';
import { submissionQueries } from '@/api/submissions';
import { webhookQueries } from '@/api/webhooks';
import { deleteCountsText, knownDeleteCounts } from './known-counts';

const list = (total: number) => ({ total }) as SubmissionList;
const hook = (formId: string) => ({ form_id: formId }) as Webhook;

describe('what goes with a deleted form', () => {
  it('says every count it knows, and says so where it knows none', () => {
    const client = new QueryClient();
    expect(deleteCountsText(knownDeleteCounts(client, 'f1'))).toBe(
      'all of its submissions (how many is not known) and its webhooks (how many is not known)',
    );
    client.setQueryData(formStatsQueries.stats('f1').queryKey, list(340));
    client.setQueryData(webhookQueries.account().queryKey, [hook('f1'), hook('f2'), hook('f1')]);
    expect(deleteCountsText(knownDeleteCounts(client, 'f1'))).toBe(
      '340 completed submissions (and any partial ones) and 2 webhooks',
    );
    // A list of all its submissions (any page) counts the partial ones too.
    client.setQueryData(
      submissionQueries.list('f1', { filter: 'all', page: 3, limit: 25 }).queryKey,
      list(1375),
    );
    expect(deleteCountsText(knownDeleteCounts(client, 'f1'))).toBe(
      '1,375 submissions and 2 webhooks',
    );
    // Another form's counts are not this one's.
    expect(deleteCountsText(knownDeleteCounts(client, 'f3'))).toBe(
      'all of its submissions (how many is not known) and no webhooks',
    );
  });

  it('says a form without completed submissions may still have partial ones', () => {
    expect(deleteCountsText({ submissions: { count: 0, completedOnly: true }, webhooks: 2 })).toBe(
      'any partial submissions (it has no completed ones) and 2 webhooks',
    );
  });

  it('says one and none in words', () => {
    expect(deleteCountsText({ submissions: { count: 1, completedOnly: false }, webhooks: 1 })).toBe(
      '1 submission and 1 webhook',
    );
    expect(deleteCountsText({ submissions: { count: 0, completedOnly: false }, webhooks: 0 })).toBe(
      'no submissions and no webhooks',
    );
  });
});
