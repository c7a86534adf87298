import { useQuery } from '@tanstack/react-query';
import { submissionQueries } from '@/api/submissions';
import { LIMITS } from '@/contract/list-queries';
import { useCurrentResponseSet } from '@/response-set/use-response-set';
import { useViewRows } from '@/response-set/use-view-rows';
import { servesView } from '@/response-set/view';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { useSubmissionListParams } from '@/features/submissions/view/use-submission-list-params';

export type Neighbour = { id: string; page: number } | null;

/**
 * Previous and next submission in the table's list the user came from (its tab, search, sort,
 * filters and page, from the URL): in the loaded responses' order when the table showed them,
 * else across the API's pages, which the table has normally cached already (it prefetches the
 * next one).
 */
export function useSubmissionNeighbours(formId: string, submissionId: string) {
  const { page, limit } = useSubmissionListParams();
  const { view } = useResponseViewParams();
  const filter = view.tab;
  // Read only: a submission opened by a link does not start loading the whole form.
  const set = useCurrentResponseSet(formId);
  const local = set !== undefined && servesView(set, filter, view);
  const { matching } = useViewRows(local ? set.rows : undefined, set?.questions ?? [], view);

  const apiLimit = Math.min(limit, LIMITS.submissions.max);
  const params = { filter, page, limit: apiLimit };
  const current = useQuery({ ...submissionQueries.list(formId, params), enabled: !local });
  const items = current.data?.submissions ?? [];
  const index = items.findIndex((item) => item.id === submissionId);
  const atStart = !local && index === 0 && page > 1;
  const atEnd =
    !local && index >= 0 && index === items.length - 1 && Boolean(current.data?.has_next);
  const previousPage = useQuery({
    ...submissionQueries.list(formId, { ...params, page: page - 1 }),
    enabled: atStart,
  });
  const nextPage = useQuery({
    ...submissionQueries.list(formId, { ...params, page: page + 1 }),
    enabled: atEnd,
  });

  if (local && matching) {
    const at = matching.findIndex((row) => row.id === submissionId);
    const neighbour = (i: number): Neighbour => {
      const row = matching[i];
      return row ? { id: row.id, page: Math.floor(i / limit) + 1 } : null;
    };
    return {
      previous: at > 0 ? neighbour(at - 1) : null,
      next: at >= 0 ? neighbour(at + 1) : null,
      position: at >= 0 ? at + 1 : undefined,
      total: matching.length,
      limit,
    };
  }

  let previous: Neighbour = null;
  let next: Neighbour = null;
  if (index > 0) previous = { id: items[index - 1]!.id, page };
  else if (atStart) {
    const last = previousPage.data?.submissions.at(-1);
    if (last) previous = { id: last.id, page: page - 1 };
  }
  if (index >= 0 && index < items.length - 1) next = { id: items[index + 1]!.id, page };
  else if (atEnd) {
    const first = nextPage.data?.submissions[0];
    if (first) next = { id: first.id, page: page + 1 };
  }
  return {
    previous,
    next,
    position: index >= 0 ? (page - 1) * apiLimit + index + 1 : undefined,
    total: current.data?.total,
    limit: apiLimit,
  };
}
