import { isApiError } from '@/api/api-error';
import { authorizedRequest, segment } from '@/api/authorized-request';
import { anyJson, validated } from '@/api/client';
import { retryDelay, shouldRetry } from '@/api/retry-policy';
import {
  LIMITS,
  type Question,
  type Submission,
  type SubmissionFilter,
  submissionListSchema,
} from '@/api/schemas';
import { whenIdle } from '@/lib/when-idle';

export type ExportProgress = { pagesDone: number; pages: number; rows: number; total: number };

type Options = {
  formId: string;
  filter: SubmissionFilter;
  signal: AbortSignal;
  concurrency?: number;
  /** The total the caller already knows for this filter, to start every worker at once. */
  expectedTotal?: number;
  onProgress?: (progress: ExportProgress) => void;
  /** Each page's new submissions, in page order, with the questions of the first page. */
  onRows?: (questions: Question[], submissions: Submission[]) => void;
};

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

async function fetchPage(
  formId: string,
  filter: SubmissionFilter,
  page: number,
  signal: AbortSignal,
) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await authorizedRequest(`/forms/${segment(formId)}/submissions`, {
        // Checked later, in `take`, so that the next request leaves first.
        schema: anyJson,
        signal,
        query: { filter, page, limit: LIMITS.submissions.max },
      });
    } catch (error) {
      signal.throwIfAborted();
      // 429 waits for Retry-After; 5xx and network failures back off; the rest fail the export.
      if (!isApiError(error) || !shouldRetry(attempt, error)) throw error;
      await sleep(retryDelay(attempt, error), signal);
    }
  }
}

const pagesFor = (total: number) => Math.max(1, Math.ceil(total / LIMITS.submissions.max));

/**
 * Every page of a form's submissions for one filter, at most `concurrency` requests in flight.
 * With `expectedTotal` (the total the table already shows) all workers start at once; without
 * it the first page tells how many there are. Every answer's `total` keeps the count current.
 *
 * A worker sends its next request as soon as an answer arrives; checking the answers and
 * `onRows` run in page order when the main thread is idle, so they never hold a request back.
 */
export async function fetchAllSubmissions({
  formId,
  filter,
  signal,
  concurrency = 4,
  expectedTotal,
  onProgress,
  onRows,
}: Options): Promise<{ questions: Question[]; submissions: Submission[] }> {
  // A failing page stops the other workers at once.
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  const bodies = new Map<number, unknown>();
  const submissions: Submission[] = [];
  const seen = new Set<string>();
  let questions: Question[] = [];
  let total = expectedTotal ?? 0;
  let pages = expectedTotal === undefined ? 1 : pagesFor(expectedTotal);
  let pagesDone = 0;
  let nextPage = 1;

  const take = () => {
    const before = pagesDone;
    for (let body = bodies.get(pagesDone + 1); body !== undefined;) {
      if (combined.aborted) return;
      const data = validated(submissionListSchema, body);
      bodies.delete(pagesDone + 1);
      pagesDone += 1;
      if (pagesDone === 1) questions = data.questions;
      // Submissions may arrive or go while the export runs; never stop short of the latest count.
      total = data.total;
      pages = Math.max(pages, pagesFor(total));
      // Rows can shift between pages while new submissions arrive; keep each one once.
      const fresh = data.submissions.filter((item) => !seen.has(item.id) && seen.add(item.id));
      submissions.push(...fresh);
      onRows?.(questions, fresh);
      body = bodies.get(pagesDone + 1);
    }
    if (pagesDone > before) onProgress?.({ pagesDone, pages, rows: submissions.length, total });
  };
  let takeScheduled = false;
  const takeWhenIdle = () => {
    if (takeScheduled) return;
    takeScheduled = true;
    whenIdle(
      () => {
        takeScheduled = false;
        try {
          take();
        } catch (error) {
          stop.abort(error);
        }
      },
      { timeout: 100, fallbackDelay: 0 },
    );
  };
  const worker = async () => {
    while (nextPage <= pages) {
      const page = nextPage++;
      bodies.set(page, await fetchPage(formId, filter, page, combined));
      takeWhenIdle();
    }
  };

  try {
    if (expectedTotal === undefined) await worker();
    // A later page may raise the total after the workers ran out of pages; go round again.
    do {
      await Promise.all(Array.from({ length: concurrency }, worker));
      combined.throwIfAborted();
      take();
    } while (nextPage <= pages);
  } catch (error) {
    stop.abort(error);
    throw error;
  }
  return { questions, submissions };
}
