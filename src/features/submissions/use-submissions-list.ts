import { keepPreviousData, matchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { isApiError } from '@/api/api-error';
import type { Submission } from '@/api/schemas';
import { submissionQueries } from '@/api/submissions';
import { LIMITS } from '@/contract/list-queries';
import { useIdSet } from '@/lib/use-id-set';
import { useCurrentResponseSet, useLoadResponseSet } from '@/response-set/use-response-set';
import { useViewRows } from '@/response-set/use-view-rows';
import { servesView, tabOf } from '@/response-set/view';
import { localTotals } from './view/tabs/local-totals';
import { useFilterTotals } from './view/tabs/use-filter-totals';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { useSubmissionListParams } from './view/use-submission-list-params';

const NO_ROWS: readonly Submission[] = [];

/**
 * The list logic of a form's submissions page, apart from what it draws. The first rows come
 * from one API page, as ever; meanwhile the form's whole response set loads in the background.
 * Once it is complete (or as soon as the user searches, sorts or filters, over what is loaded so
 * far) the rows, the tab totals and the pages come from the set, locally.
 */
export function useSubmissionsList(formId: string) {
  const params = useSubmissionListParams();
  const { view, setView } = useResponseViewParams();
  const { page, limit } = params;
  const filter = view.tab;
  // The API gives at most 50 a page; larger pages come from the response set.
  const apiLimit = Math.min(limit, LIMITS.submissions.max);
  const queryClient = useQueryClient();
  // Once the response set gives this view's rows, the API's page is not asked for: it would never
  // be shown (paging, page sizes and tabs are local then).
  const set = useCurrentResponseSet(formId);
  const serves = servesView(set, filter, view);
  const query = useQuery({
    ...submissionQueries.list(formId, { filter, page, limit: apiLimit }),
    enabled: !serves,
    // Keep the previous page on screen while the next loads, but never another form's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery && matchQuery({ queryKey: submissionQueries.lists(formId) }, previousQuery)
        ? keepPreviousData(previous)
        : undefined,
  });
  const data = query.data;
  const forbidden = isApiError(query.error) && query.error.isForbidden;

  // The set starts loading once the first page is on screen, so it never delays that page.
  const notFound = isApiError(query.error) && query.error.isNotFound;
  useLoadResponseSet(formId, serves || data !== undefined || (query.isError && !notFound));
  const local = set !== undefined && serves && !forbidden;
  const questions = set && set.questions.length > 0 ? set.questions : (data?.questions ?? []);
  const { matching, pending } = useViewRows(local ? set.rows : undefined, questions, view, {
    search: set?.rows,
  });

  const apiTotals = useFilterTotals(
    formId,
    filter,
    forbidden ? 'forbidden' : query.isPlaceholderData ? undefined : data?.total,
  );
  // Counted once per set, not on every render (the API totals are a new object each time).
  const counted = useMemo(
    () => (set?.complete && !forbidden ? localTotals(set.rows, set.scope) : undefined),
    [set, forbidden],
  );
  const totals = counted ?? apiTotals;

  const setRows = set?.rows;
  const tabRows = useMemo(() => (setRows ? tabOf(setRows, filter) : NO_ROWS), [setRows, filter]);

  // Before the first responses arrive, nothing can match yet: the page is loading, not empty.
  const waiting = local && !set.complete && set.rows.length === 0;
  const rows = waiting
    ? undefined
    : local
      ? (matching?.slice((page - 1) * limit, page * limit) ?? [])
      : data?.submissions;
  const total = waiting ? undefined : local ? (matching?.length ?? 0) : data?.total;

  const selection = useIdSet();
  const { clear } = selection;
  // A selection belongs to the rows it was made on: another view starts with none. Locally, a
  // selection may span pages ("select all matching"), so only the view clears it. When the
  // loaded responses take over the same rows from the API's page, the selection stays: a row
  // ticked at that moment must not come back unticked.
  const viewKey = `${filter}|${view.search}|${JSON.stringify(view.filters)}`;
  useEffect(clear, [clear, viewKey]);
  const apiPageKey = local ? '' : rows?.map((item) => item.id).join();
  useEffect(() => {
    if (!local) clear();
  }, [clear, local, apiPageKey]);
  // Without a selection, no pass over every matching row on each render.
  const selectedRows =
    selection.ids.size === 0
      ? []
      : ((local ? matching : rows)?.filter((item) => selection.ids.has(item.id)) ?? []);

  useEffect(() => {
    if (!local && data?.has_next && !query.isPlaceholderData) {
      void queryClient.prefetchQuery(
        submissionQueries.list(formId, { filter, limit: apiLimit, page: page + 1 }),
      );
    }
  }, [local, data?.has_next, query.isPlaceholderData, queryClient, formId, filter, page, apiLimit]);

  return {
    params,
    view,
    setView,
    query,
    data,
    set,
    local,
    questions,
    rows,
    matching: local ? matching : undefined,
    /** Every loaded response of the tab, newest first. */
    tabRows,
    total,
    pageLimit: local ? limit : apiLimit,
    stale: local ? pending : query.isPlaceholderData,
    forbidden,
    totals,
    selection,
    selectedRows,
  };
}
