import { useMemo } from 'react';
import type { SubmissionFilter } from '@/contract/list-queries';
import { submissionsPath, useRouteIds } from '@/lib/id-route';
import type { Filter } from '@/response-set/filters';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import type { ResponseView } from '@/response-set/view';
import { writeView } from '@/response-set/view-url';

// Odd ids (`..`, `%2F`) round-trip as the table's own links write them.
const tablePath = (formId: string) => submissionsPath(formId);

/** `?…` with only the view's parameters (page and page size stay with the table). */
export function viewSearch(view: ResponseView): string {
  const params = writeView(new URLSearchParams(), view).toString();
  return params ? `?${params}` : '';
}

/**
 * The view the Summary shows, in the URL as the submissions table has it (the same
 * parameters: a link between the two keeps the view), the way to change it, and the links that
 * open that table: on the whole view, on another tab, or on the view plus one filter (a bar, a
 * value, a word).
 */
export function useSummaryView() {
  const { formId } = useRouteIds();
  const { view, setView } = useResponseViewParams();
  const links = useMemo(() => {
    const tableWith = (filters: readonly Filter[], tab = view.tab) =>
      `${tablePath(formId)}${viewSearch({ ...view, tab, filters: [...view.filters, ...filters] })}`;
    return {
      responsesHref: `${tablePath(formId)}${viewSearch(view)}`,
      hrefForTab: (tab: SubmissionFilter) => tableWith([], tab),
      hrefFor: (filter: Filter | null, tab = view.tab): string | null =>
        filter && tableWith([filter], tab),
      /** The table on the view plus every one of `filters` (a cross-tab's cell). */
      hrefForAll: (filters: readonly Filter[]) => tableWith(filters),
    };
  }, [formId, view]);
  return { formId, view, setView, ...links };
}

/** The table on the view plus `filter` (on another tab if given), or null without a filter. */
export type HrefFor = (filter: Filter | null, tab?: SubmissionFilter) => string | null;
