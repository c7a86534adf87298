import { DEFAULT_SUBMISSION_FILTER, SUBMISSION_FILTERS } from '@/contract/list-queries';
import { useListSearchParams } from '@/lib/use-list-search-params';

// Pages larger than the API's 50 come from the response set once it is loaded.
export const SUBMISSION_PAGE_SIZES = [10, 25, 50, 100, 250] as const;

/** `?filter=&page=&limit=` of a submissions list; the submission view keeps the same ones. */
export function useSubmissionListParams() {
  return useListSearchParams({
    filterName: 'filter',
    filters: SUBMISSION_FILTERS,
    defaultFilter: DEFAULT_SUBMISSION_FILTER,
    pageSizes: SUBMISSION_PAGE_SIZES,
    defaultLimit: 25,
  });
}
