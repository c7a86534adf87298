import { useQuery } from '@tanstack/react-query';
import { type SubmissionListParams, submissionQueries } from '@/api/submissions';

export type Neighbour = { id: string; page: number } | null;

/**
 * Previous and next submission in the list the user came from, across page boundaries.
 * The list pages are normally cached already (the table prefetches the next one).
 */
export function useSubmissionNeighbours(
  formId: string,
  submissionId: string,
  params: SubmissionListParams,
  enabled = true,
) {
  const current = useQuery({ ...submissionQueries.list(formId, params), enabled });
  const items = current.data?.submissions ?? [];
  const index = items.findIndex((item) => item.id === submissionId);
  const atStart = index === 0 && params.page > 1;
  const atEnd = index >= 0 && index === items.length - 1 && Boolean(current.data?.has_next);

  const previousPage = useQuery({
    ...submissionQueries.list(formId, { ...params, page: params.page - 1 }),
    enabled: enabled && atStart,
  });
  const nextPage = useQuery({
    ...submissionQueries.list(formId, { ...params, page: params.page + 1 }),
    enabled: enabled && atEnd,
  });

  let previous: Neighbour = null;
  let next: Neighbour = null;
  if (index > 0) previous = { id: items[index - 1]!.id, page: params.page };
  else if (atStart) {
    const last = previousPage.data?.submissions.at(-1);
    if (last) previous = { id: last.id, page: params.page - 1 };
  }
  if (index >= 0 && index < items.length - 1)
    next = { id: items[index + 1]!.id, page: params.page };
  else if (atEnd) {
    const first = nextPage.data?.submissions[0];
    if (first) next = { id: first.id, page: params.page + 1 };
  }

  const position = index >= 0 ? (params.page - 1) * params.limit + index + 1 : undefined;
  return { previous, next, position, total: current.data?.total };
}
