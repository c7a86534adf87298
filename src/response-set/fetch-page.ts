import { authorizedRequest, segment } from '@/api/authorized-request';
import type { Question, Submission } from '@/api/schemas';
import { submissionListSchema } from '@/api/schemas';
import type { PageOf } from '@/api/walk-pages';
import { LIMITS, type SubmissionFilter } from '@/contract/list-queries';

export type ResponsePage = PageOf<Submission> & { questions: Question[] };

/** One page of a form's submissions, as many as the API gives at once. */
export async function fetchResponsePage(
  formId: string,
  scope: SubmissionFilter,
  page: number,
  signal: AbortSignal,
): Promise<ResponsePage> {
  const data = await authorizedRequest(`/forms/${segment(formId)}/submissions`, {
    schema: submissionListSchema,
    signal,
    query: { filter: scope, page, limit: PAGE_SIZE },
  });
  return {
    items: data.submissions,
    hasNext: data.has_next,
    total: data.total,
    questions: data.questions,
  };
}

export const PAGE_SIZE = LIMITS.submissions.max;
