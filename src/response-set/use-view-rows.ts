import { useDeferredValue, useEffect, useMemo } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { inIdleSlices } from '@/lib/when-idle';
import { createSearchIndex, type SearchIndex } from './search';
import { applyView, type ResponseView } from './view';

/** The longest stretch of index building at once: typing stays responsive meanwhile. */
const SLICE_MS = 8;
// When the browser is idle, or soon anyway: while a large set loads the page is rarely idle, and
// waiting for true idleness left most of the index to the first search.
const WHEN_IDLE = { timeout: 200, fallbackDelay: 0 };
/** How far each index was built, over which rows. */
const indexProgress = new WeakMap<SearchIndex, { rows: readonly Submission[]; next: number }>();

/**
 * Builds every row's search text while the browser is idle, a few milliseconds at a time, so
 * that the first search does not build it all in one go, with the page frozen under the user's
 * first keystroke (the bench's typing figure, docs/performance.md). Returns a cancel.
 */
function indexWhenIdle(index: SearchIndex, rows: readonly Submission[]): () => void {
  const last = indexProgress.get(index);
  // While the set loads, each update appends to the rows before: go on where the last pass was.
  const appended =
    last !== undefined &&
    last.next > 0 &&
    last.next <= rows.length &&
    rows[last.next - 1] === last.rows[last.next - 1];
  const progress = { rows, next: appended ? last.next : 0 };
  indexProgress.set(index, progress);
  const indexNextRow = () => {
    if (progress.next < rows.length) index.textOf(rows[progress.next++]!);
    return progress.next < rows.length;
  };
  // The responses that arrived since the last update are indexed at once (one slice), so that
  // indexing keeps pace with loading.
  return inIdleSlices(indexNextRow, { ...WHEN_IDLE, sliceMs: SLICE_MS, now: true });
}

// One index per question list, shared by every page that reads the set (the table, the
// submission view's previous/next): the texts it holds are reused by every search.
const indexes = new WeakMap<readonly Question[], SearchIndex>();
function indexFor(questions: readonly Question[]): SearchIndex {
  let index = indexes.get(questions);
  if (!index) {
    index = createSearchIndex(questions);
    indexes.set(questions, index);
  }
  return index;
}

type Options = {
  /**
   * The rows to index for search in idle time, e.g. every loaded row while the set still loads,
   * so that the index is ready when it is complete (default: `rows`).
   */
  search?: readonly Submission[];
};

/**
 * The rows of a view over a response set, in the order shown. The view is deferred: while the
 * user types, React keeps the input responsive and works out the rows when it can.
 */
export function useViewRows(
  rows: readonly Submission[] | undefined,
  questions: readonly Question[],
  view: ResponseView,
  { search: toIndex = rows }: Options = {},
): { matching: readonly Submission[] | undefined; pending: boolean } {
  const deferredView = useDeferredValue(view);
  const index = useMemo(() => indexFor(questions), [questions]);
  useEffect(() => (toIndex ? indexWhenIdle(index, toIndex) : undefined), [index, toIndex]);
  const matching = useMemo(
    () => (rows ? applyView(rows, questions, deferredView, index) : undefined),
    [rows, questions, deferredView, index],
  );
  return { matching, pending: deferredView !== view };
}
