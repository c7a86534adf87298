import { useCallback } from 'react';
import { type UrlState, useUrlState } from '@/lib/use-url-state';
import { viewFromSearch, writeView } from '@/response-set/view-url';
import type { Period } from './second-group/compare-periods';
import {
  COMPARE_PARAM,
  type CompareTarget,
  compareTargetFromSearch,
  writeCompareTarget,
} from './compare-url';
import { withSubmittedRange } from '@/features/summary/summary-scope';

type CompareChange = { target: CompareTarget | null; period?: Period };

/** The comparison in the URL; a `period` also becomes the view's date range. */
const COMPARE_STATE: UrlState<CompareTarget | null, CompareChange> = {
  names: [COMPARE_PARAM],
  read: compareTargetFromSearch,
  write: (params, { target, period }) => {
    if (!period) return writeCompareTarget(params, target);
    const view = viewFromSearch(params);
    const filters = withSubmittedRange(view, period.from, period.to);
    return writeCompareTarget(writeView(params, { ...view, filters }), target);
  },
};

/**
 * The Summary's comparison as the URL holds it (beside the view, through the one URL-state hook),
 * and the way to change it: each change is a step of the history, so Back undoes it.
 */
export function useCompareTarget() {
  const [target, set] = useUrlState(COMPARE_STATE);
  /** Compares with `next` (none: null); a `period` also becomes the view's date range. */
  const setTarget = useCallback(
    (next: CompareTarget | null, period?: Period) => set({ target: next, period }),
    [set],
  );
  return { target, setTarget };
}
