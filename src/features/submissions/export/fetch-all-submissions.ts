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

/**
 * Every page of a form's submissions for one filter, at most `concurrency` requests in flight.
 * The first page tells how many there are; the rest are fetched by a small pool of workers.
 */
export async function fetchAllSubmissions({
  formId,
  filter,
  signal,
  concurrency = 4,
  onProgress,
}: Options): Promise<{ questions: Question[]; submissions: Submission[] }> {
  // A failing page stops the other workers at once.
  const stop = new AbortController();
  const combined = AbortSignal.any([signal, stop.signal]);
  const first = await fetchPage(formId, filter, 1, combined);
  const pages = Math.max(1, Math.ceil(first.total / LIMITS.submissions.max));
  const results: SubmissionList['submissions'][] = [first.submissions];
  let rows = first.submissions.length;
  let pagesDone = 1;
  onProgress?.({ pagesDone, pages, rows, total: first.total });

  let nextPage = 2;
  const worker = async () => {
    while (nextPage <= pages) {
      const page = nextPage++;
      const data = await fetchPage(formId, filter, page, combined);
      results[page - 1] = data.submissions;
      rows += data.submissions.length;
      pagesDone += 1;
      onProgress?.({ pagesDone, pages, rows, total: first.total });
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, pages - 1) }, worker));
  } catch (error) {
    stop.abort(error);
    throw error;
  }

  // Rows can shift between pages while new submissions arrive; keep each one once.
  const seen = new Set<string>();
  const submissions = results.flat().filter((item) => !seen.has(item.id) && seen.add(item.id));
  return { questions: first.questions, submissions };
}
