import { queryOptions } from '@tanstack/react-query';
import { FIRST_PAGE, QUERY_PARAMS, type SubmissionFilter } from '@/contract/list-queries';
import { authorizedRequest, segment } from './authorized-request';
import { submissionQueries } from './submissions';
import { submissionListSchema } from './schemas';

/** One form's response count and latest response, as the forms overview shows them. */
export type FormStats = { count: number; latest: string | null };

/**
 * `completed`, the API's own default, and not `all`: it is allowed for every key (`all` is a 403
 * for a key without the partial permission, which would cost each form a second read), and a
 * form's "responses" then mean the same whichever key is signed in; partials are unfinished.
 */
export const FORM_STATS_FILTER: SubmissionFilter = 'completed';

/** The forms overview reads one small page per form on screen: two at a time spares the API. */
export const FORM_STATS_CONCURRENCY = 2;
// p-queue comes in its own file, asked for as this module loads: it stays off the first screen's
// code (3.7 KB gzip on the forms page) and is there before the first form's count is asked for.
const limit = import('@/lib/at-most').then(({ atMost }) => atMost(FORM_STATS_CONCURRENCY));

export const formStatsQueries = {
  /**
   * Under the form's submission lists, so that deleting a submission refreshes it too. Its data
   * is that list page itself (one submission), as every other entry there holds a list page.
   */
  stats: (formId: string) =>
    queryOptions({
      queryKey: [...submissionQueries.lists(formId), 'stats'] as const,
      // Retries (the client's policy, Retry-After included) wait outside the limit and queue again.
      queryFn: async ({ signal }) =>
        (await limit)(
          () =>
            authorizedRequest(`/forms/${segment(formId)}/submissions`, {
              schema: submissionListSchema,
              signal,
              query: {
                [QUERY_PARAMS.submissionFilter]: FORM_STATS_FILTER,
                [QUERY_PARAMS.page]: FIRST_PAGE,
                [QUERY_PARAMS.limit]: 1,
              },
            }),
          signal,
        ),
      // One toast per form when the API fails would bury the page: the forms list says it once.
      meta: { quietRefresh: true },
      select: (list): FormStats => ({
        count: list.total,
        latest: list.submissions[0]?.created_at ?? null,
      }),
    }),
};
