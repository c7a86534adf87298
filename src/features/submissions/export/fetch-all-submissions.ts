import { isApiError } from '../../../api/api-error';
import { authorizedRequest, segment } from '../../../api/authorized-request';
import { retryDelay, shouldRetry } from '../../../api/retry-policy';
import {
  LIMITS,
  type Question,
  type Submission,
  type SubmissionFilter,
  type SubmissionList,
  submissionListSchema,
} from '../../../api/schemas';

export type ExportProgress = { pagesDone: number; pages: number; rows: number; total: number };

type Options = {
  formId: string;
  filter: SubmissionFilter;
  signal: AbortSignal;
  concurrency?: number;
  /** The total the caller already knows for this filter, to start every worker at once. */
  expectedTotal?: number;
  onProgress?: (progress: ExportProgress) => void;
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
        schema: submissionListSchema,
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
 */
export async function fetchAllSubmissions({
  formId,
  filter,
  signal,
  concurrency = 4,
  expectedTotal,
  onProgress,
}: Options): Promise<{ questions: Question[]; submissions: Submission[] }> {
  // A failing page stops the other workers at once.
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  const results: SubmissionList['submissions'][] = [];
  let questions: Question[] = [];
  let total = expectedTotal ?? 0;
  let pages = expectedTotal === undefined ? 1 : pagesFor(expectedTotal);
  let rows = 0;
  let pagesDone = 0;
  let nextPage = 1;

  const fetchNext = async () => {
    const page = nextPage++;
    const data = await fetchPage(formId, filter, page, combined);
    if (page === 1) questions = data.questions;
    // Submissions may arrive or go while the export runs; never stop short of the latest count.
    total = data.total;
    pages = Math.max(pages, pagesFor(total));
    results[page - 1] = data.submissions;
    rows += data.submissions.length;
    pagesDone += 1;
    onProgress?.({ pagesDone, pages, rows, total });
  };
  const worker = async () => {
    while (nextPage <= pages) await fetchNext();
  };
  try {
    if (expectedTotal === undefined) await fetchNext();
    await Promise.all(Array.from({ length: concurrency }, worker));
  } catch (error) {
    stop.abort(error);
    throw error;
  }

  // Rows can shift between pages while new submissions arrive; keep each one once.
  const seen = new Set<string>();
  const submissions = results.flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
  return { questions, submissions };
}
