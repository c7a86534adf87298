import type { Question, Submission } from '@/api/schemas';
import type { SearchIndex } from '@/response-set/search';
import { applyView, inTab, type ResponseView } from '@/response-set/view';
import { type Summary, type SummaryOptions, summarySteps } from './summarize';

/** The name of the Summary's `performance.measure`, read by the bench. */
export const COMPUTE_MEASURE = 'formdeck:summary-compute';

/** Work between two chances for the page to handle input and paint. */
const SLICE_MS = 12;

/** Lets the page handle input and paint: a macrotask without setTimeout's 4 ms clamp. */
export function yieldToPage(): Promise<void> {
  if (typeof MessageChannel === 'undefined') return new Promise((resolve) => setTimeout(resolve));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Runs `steps` in order, yielding to the page every few milliseconds. Resolves to the time spent
 * on the steps, or null if `cancelled()` turned true between two slices.
 */
export async function runInSlices(
  steps: readonly (() => void)[],
  cancelled: () => boolean,
): Promise<number | null> {
  let sliceStart = performance.now();
  let workMs = 0;
  for (const step of steps) {
    if (performance.now() - sliceStart > SLICE_MS) {
      workMs += performance.now() - sliceStart;
      await yieldToPage();
      if (cancelled()) return null;
      sliceStart = performance.now();
    }
    step();
  }
  return workMs + performance.now() - sliceStart;
}

type Input = {
  rows: readonly Submission[];
  questions: readonly Question[];
  view: ResponseView;
  index: SearchIndex;
  options: SummaryOptions;
  /** The set holds every response: the bench reads the measure of that computation. */
  complete: boolean;
};

export type SummaryResult = {
  summary: Summary;
  matching: number;
  /** The responses the questions cover (the cross-tab counts them again, by two questions). */
  rows: readonly Submission[];
};

/**
 * The view's rows (unsorted: the summary does not depend on order, and "latest" stays newest
 * first) and their statistics, a slice at a time. The overview and the drop-off count the rows of
 * every status that the search, filters and date range keep; the questions, those of the tab.
 * Resolves to null if `cancelled()` turns true.
 */
export async function computeSummary(
  input: Input,
  cancelled: () => boolean,
): Promise<SummaryResult | null> {
  const started = performance.now();
  const { rows, questions, view, index, options } = input;
  const everyStatus = applyView(rows, questions, { ...view, tab: 'all', sort: null }, index);
  const matching =
    view.tab === 'all' ? everyStatus : everyStatus.filter((row) => inTab(row, view.tab));
  const filteredAt = performance.now();
  const { summary, steps } = summarySteps(matching, questions, {
    ...options,
    overviewRows: everyStatus,
  });
  const workMs = await runInSlices(steps, cancelled);
  if (workMs === null) return null;
  performance.measure(COMPUTE_MEASURE, {
    start: started,
    end: performance.now(),
    detail: {
      rows: matching.length,
      loaded: rows.length,
      complete: input.complete,
      workMs: workMs + filteredAt - started,
    },
  });
  return { summary, matching: matching.length, rows: matching };
}
