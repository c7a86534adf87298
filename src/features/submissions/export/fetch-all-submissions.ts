import { authorizedRequest, segment } from '@/api/authorized-request';
import { type Question, type Submission, submissionListSchema } from '@/api/schemas';
import { walkPages, type WalkPagesOptions } from '@/api/walk-pages';
import { LIMITS, type SubmissionFilter } from '@/contract/list-queries';

export type ExportProgress = { pagesDone: number; pages: number; rows: number; total: number };

type Options = {
  formId: string;
  filter: SubmissionFilter;
  signal: AbortSignal;
  concurrency?: number;
  /** The total the caller already knows for this filter, to start every request at once. */
  expectedTotal?: number;
  onProgress?: (progress: ExportProgress) => void;
  /** Each page's new submissions, in page order, with the questions of the first page. */
  onRows?: (questions: Question[], submissions: Submission[]) => void;
  /** What a failed request does (`walkPages`'s); by default the project's retry policy. */
  onError?: WalkPagesOptions<Submission>['onError'];
};

/**
 * Every submission of a form for one filter, each once, in the API's order: `walkPages` sends
 * the requests (50 a page, `concurrency` at a time, 429 and 5xx retried) and ends at the page
 * that says there is no more; this checks each page, drops repeated ids and counts progress.
 */
export async function fetchAllSubmissions({
  formId,
  filter,
  signal,
  concurrency,
  expectedTotal,
  onProgress,
  onRows,
  onError,
}: Options): Promise<{ questions: Question[]; submissions: Submission[] }> {
  const limit = LIMITS.submissions.max;
  let questions: Question[] = [];
  const submissions: Submission[] = [];
  const seen = new Set<string>();

  await walkPages<Submission>({
    signal,
    concurrency,
    expectedTotal,
    onError,
    pageSize: limit,
    idOf: (item) => item.id,
    fetchPage: async (page, pageSignal) => {
      const data = await authorizedRequest(`/forms/${segment(formId)}/submissions`, {
        schema: submissionListSchema,
        signal: pageSignal,
        query: { filter, page, limit },
      });
      if (page === 1) questions = data.questions;
      return { items: data.submissions, hasNext: data.has_next, total: data.total };
    },
    onPage: (page, { items, hasNext, total }) => {
      // Rows can shift between pages while new submissions arrive; keep each one once.
      const fresh = items.filter((item) => !seen.has(item.id) && seen.add(item.id));
      submissions.push(...fresh);
      onRows?.(questions, fresh);
      const rows = submissions.length;
      // `total` is only an estimate until the last page: the progress never claims less than is known.
      onProgress?.(
        hasNext
          ? {
              pagesDone: page,
              pages: Math.max(page + 1, Math.ceil(total / limit)),
              rows,
              total: Math.max(total, rows),
            }
          : { pagesDone: page, pages: page, rows, total: rows },
      );
    },
  });
  return { questions, submissions };
}
