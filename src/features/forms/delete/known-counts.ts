import type { QueryClient } from '@tanstack/react-query';
import { formStatsQueries } from '@/api/form-stats';
import type { SubmissionList, Webhook } from '@/api/schemas';
import { submissionQueries } from '@/api/submissions';
import { webhookQueries } from '@/api/webhooks';

/** What goes with a form when it is deleted, as far as the app already knows it. */
export type FormDeleteCounts = {
  /** `completedOnly`: the count left partial submissions out (the forms list counts those). */
  submissions: { count: number; completedOnly: boolean } | undefined;
  webhooks: number | undefined;
};

/**
 * The form's submissions and webhooks, from reads already in the cache: a list of all its
 * submissions (any page says the total), else the forms list's count of completed ones; the
 * account's webhooks. Nothing is read for this: an unknown count stays unknown.
 */
export function knownDeleteCounts(queryClient: QueryClient, formId: string): FormDeleteCounts {
  const lists = queryClient.getQueriesData<SubmissionList>({
    queryKey: submissionQueries.lists(formId),
  });
  const all = lists.find(([key, list]) => {
    const params = key.at(-1);
    return list && typeof params === 'object' && params !== null && 'filter' in params
      ? params.filter === 'all'
      : false;
  })?.[1];
  const completed = queryClient.getQueryData<SubmissionList>(
    formStatsQueries.stats(formId).queryKey,
  );
  const webhooks = queryClient.getQueryData<Webhook[]>(webhookQueries.account().queryKey);
  return {
    submissions: all
      ? { count: all.total, completedOnly: false }
      : completed
        ? { count: completed.total, completedOnly: true }
        : undefined,
    webhooks: webhooks?.filter((webhook) => webhook.form_id === formId).length,
  };
}

const counted = (count: number, one: string, many: string) =>
  count === 0 ? `no ${many}` : `${count.toLocaleString()} ${count === 1 ? one : many}`;

/** "340 submissions and 2 webhooks", saying so where a count is not known. */
export function deleteCountsText({ submissions, webhooks }: FormDeleteCounts): string {
  const submissionsText = !submissions
    ? 'all of its submissions (how many is not known)'
    : !submissions.completedOnly
      ? counted(submissions.count, 'submission', 'submissions')
      : submissions.count === 0
        ? 'any partial submissions (it has no completed ones)'
        : `${counted(submissions.count, 'completed submission', 'completed submissions')} (and any partial ones)`;
  const webhooksText =
    webhooks === undefined
      ? 'its webhooks (how many is not known)'
      : counted(webhooks, 'webhook', 'webhooks');
  return `${submissionsText} and ${webhooksText}`;
}
