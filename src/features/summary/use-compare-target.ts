import { useCallback, useMemo } from 'react';
import { useLatestSearchParams } from '@/lib/use-latest-search-params';
import { viewFromSearch, writeView } from '@/response-set/view-url';
import type { Period } from './compare-periods';
import {
  COMPARE_PARAM,
  type CompareTarget,
  compareTargetFromText,
  writeCompareTarget,
} from './compare-url';
import { withSubmittedRange } from './summary-scope';

/**
 * The Summary's comparison as the URL holds it (beside the view, through the same parameters
 * writer), and the way to change it: each change is a step of the history, so Back undoes it.
 */
export function useCompareTarget() {
  const [searchParams, writeParams] = useLatestSearchParams();
  const text = searchParams.get(COMPARE_PARAM);
  const target = useMemo(() => compareTargetFromText(text), [text]);

  /** Compares with `next` (none: null); a `period` also becomes the view's date range. */
  const setTarget = useCallback(
    (next: CompareTarget | null, period?: Period) => {
      writeParams((current) => {
        if (!period) return writeCompareTarget(current, next);
        const view = viewFromSearch(current);
        const filters = withSubmittedRange(view, period.from, period.to);
        return writeCompareTarget(writeView(current, { ...view, filters }), next);
      });
    },
    [writeParams],
  );
  return { target, setTarget };
}
