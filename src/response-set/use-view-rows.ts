import { useDeferredValue, useMemo } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { createSearchIndex } from './search';
import { applyView, type ResponseView } from './view';

/**
 * The rows of a view over a response set, in the order shown. The view is deferred: while the
 * user types, React keeps the input responsive and works out the rows when it can.
 */
export function useViewRows(
  rows: readonly Submission[] | undefined,
  questions: readonly Question[],
  view: ResponseView,
): { matching: Submission[] | undefined; pending: boolean } {
  const deferredView = useDeferredValue(view);
  // One index per question list: the texts it keeps are reused by every search.
  const index = useMemo(() => createSearchIndex(questions), [questions]);
  const matching = useMemo(
    () => (rows ? applyView(rows, questions, deferredView, index) : undefined),
    [rows, questions, deferredView, index],
  );
  return { matching, pending: deferredView !== view };
}
