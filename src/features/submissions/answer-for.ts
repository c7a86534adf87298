import type { Submission } from '@/api/schemas';

/**
 * The answer to one question: only the submission's own key counts, so a question id such as
 * `constructor` or `toString` never picks up something inherited from Object.prototype.
 */
export function answerFor(submission: Submission, questionId: string): unknown {
  return Object.prototype.hasOwnProperty.call(submission.responses, questionId)
    ? submission.responses[questionId]
    : undefined;
}
