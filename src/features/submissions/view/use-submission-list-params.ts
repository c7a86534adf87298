import { DEFAULT_SUBMISSION_FILTER, SUBMISSION_FILTERS } from '@/contract/list-queries';
import { listUrlState, useListParams } from '@/lib/list-url-state';

// Pages larger than the API's 50 come from the response set once it is loaded.
export const SUBMISSION_PAGE_SIZES = [10, 25, 50, 100, 250] as const;

const SUBMISSION_LIST = listUrlState({
  filterName: 'filter',
  filters: SUBMISSION_FILTERS,
  defaultFilter: DEFAULT_SUBMISSION_FILTER,
  pageSizes: SUBMISSION_PAGE_SIZES,
  defaultLimit: 25,
});

/** `?filter=&page=&limit=` of a submissions list; the submission view keeps the same ones. */
export function useSubmissionListParams() {
  return useListParams(SUBMISSION_LIST);
}
