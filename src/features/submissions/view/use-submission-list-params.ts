import { pageUrlState, useListParams } from '@/lib/list-url-state';

// Pages larger than the API's 50 come from the response set once it is loaded.
export const SUBMISSION_PAGE_SIZES = [10, 25, 50, 100, 250] as const;

const SUBMISSION_PAGES = pageUrlState({ pageSizes: SUBMISSION_PAGE_SIZES, defaultLimit: 25 });

/**
 * `?page=&limit=` of a submissions list; the submission view keeps the same ones. Its tab
 * (`?filter=`) is the view's: `useResponseViewParams` reads and writes it.
 */
export function useSubmissionListParams() {
  return useListParams(SUBMISSION_PAGES);
}
