import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { submissionsPath, useRouteIds } from '@/lib/id-route';
import type { Filter } from '@/response-set/filters';
import type { ResponseView } from '@/response-set/view';
import { viewFromSearch, writeView } from '@/response-set/view-url';

const VIEW_PARAMS = ['filter', 'q', 'sort', 'dir', 'f'];

// Odd ids (`..`, `%2F`) round-trip as the table's own links write them.
const tablePath = (formId: string) => submissionsPath(formId);

/** `?…` with only the view's parameters (page and page size stay with the table). */
export function viewSearch(view: ResponseView): string {
  const params = writeView(new URLSearchParams(), view).toString();
  return params ? `?${params}` : '';
}

/**
 * The view the Summary shows, as the submissions table's URL holds it, and the links that open
 * that table: on the whole view, or on the view plus one filter (a bar, a value, a word).
 */
export function useSummaryView() {
  const { formId } = useRouteIds();
  const [searchParams] = useSearchParams();
  // The same view object while its parameters are the same: the statistics are kept.
  const key = VIEW_PARAMS.map((name) => searchParams.get(name) ?? '').join('\u0000');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` is what the view is read from
  const view = useMemo(() => viewFromSearch(searchParams), [key]);
  return useMemo(
    () => ({
      formId,
      view,
      responsesHref: `${tablePath(formId)}${viewSearch(view)}`,
      hrefFor: (filter: Filter | null): string | null =>
        filter &&
        `${tablePath(formId)}${viewSearch({ ...view, filters: [...view.filters, filter] })}`,
    }),
    [formId, view],
  );
}

export type HrefFor = (filter: Filter | null) => string | null;
