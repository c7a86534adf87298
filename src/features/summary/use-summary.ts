import { useThrottledValue } from '@mantine/hooks';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { createSearchIndex } from '@/response-set/search';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import type { ResponseView } from '@/response-set/view';
import { computeSummary, type SummaryResult } from './stats/compute-summary';

/** While the set loads, the summary is worked out again at most this often. */
const WHILE_LOADING_MS = 1500;

/** The statistics shown, with the view they are of (the page may have moved on meanwhile). */
export type ShownSummary = SummaryResult & { view: ResponseView };

/**
 * The statistics of a view over the form's response set, worked out in slices off the render
 * and again as more responses arrive (not for every page of them). `updating`: the result is of
 * another view than `view`, whose figures are still being worked out.
 */
export function useSummary(set: ResponseSetSnapshot | undefined, view: ResponseView) {
  const throttled = useThrottledValue(set?.rows, WHILE_LOADING_MS);
  const rows = set?.complete ? set.rows : throttled;
  const questions = set?.questions;
  const complete = set?.complete ?? false;
  const partialsVisible = set?.scope === 'all';
  const index = useMemo(() => createSearchIndex(questions ?? []), [questions]);
  const [result, setResult] = useState<ShownSummary | null>(null);

  useEffect(() => {
    if (!rows || !questions) return;
    let cancelled = false;
    const input = { rows, questions, view, index, options: { partialsVisible }, complete };
    void computeSummary(input, () => cancelled).then((next) => {
      // A transition: React draws the blocks in slices, so input never waits long.
      if (next && !cancelled) startTransition(() => setResult({ ...next, view }));
    });
    return () => {
      cancelled = true;
    };
  }, [rows, questions, view, index, partialsVisible, complete]);

  return { result, updating: result !== null && result.view !== view };
}
