import { keepPreviousData, matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isApiError } from '@/api/api-error';
import { submissionQueries } from '@/api/submissions';
import { useIdSet } from '@/lib/use-id-set';
import { useFilterTotals } from './use-filter-totals';
import { useSubmissionListParams } from './use-submission-list-params';

/**
 * The list logic of a form's submissions page, apart from what it draws: the page on screen and
 * the next one prefetched, the three tabs' totals, and the rows selected on this page.
 */
export function useSubmissionsList(formId: string) {
  const params = useSubmissionListParams();
  const { filter, page, limit } = params;
  const queryClient = useQueryClient();
  const query = useQuery({
    ...submissionQueries.list(formId, { filter, page, limit }),
    // Keep the previous page on screen while the next loads, but never another form's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery && matchQuery({ queryKey: submissionQueries.lists(formId) }, previousQuery)
        ? keepPreviousData(previous)
        : undefined,
  });
  const data = query.data;
  const forbidden = isApiError(query.error) && query.error.isForbidden;
  const totals = useFilterTotals(
    formId,
    filter,
    forbidden ? 'forbidden' : query.isPlaceholderData ? undefined : data?.total,
  );

  const selection = useIdSet();
  const { clear } = selection;
  // A selection belongs to the rows it was made on: another page or tab starts with none.
  const rowsKey = data?.submissions.map((item) => item.id).join();
  useEffect(clear, [clear, rowsKey]);
  const selectedRows = data?.submissions.filter((item) => selection.ids.has(item.id)) ?? [];

  useEffect(() => {
    if (data?.has_next && !query.isPlaceholderData) {
      void queryClient.prefetchQuery(
        submissionQueries.list(formId, { filter, limit, page: page + 1 }),
      );
    }
  }, [data?.has_next, query.isPlaceholderData, queryClient, formId, filter, page, limit]);

  return { params, query, data, forbidden, totals, selection, selectedRows };
}
