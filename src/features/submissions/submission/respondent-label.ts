import type { Question, Submission } from '@/api/schemas';

/** A question that asks for the respondent's name: "Name", "Full name", "Your name", "First name". */
const NAME_QUESTION = /^(?:(your|full|first|last)\s+)?name\s*[?:]?$/i;

function textAnswer(submission: Submission, question: Question): string | null {
  if (!Object.hasOwn(submission.responses, question.id)) return null;
  const value = submission.responses[question.id];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * Who sent a submission, as the form asked: their name, or else their e-mail address; null when
 * the form asks for neither (or it was left empty). Answers are shown as text, never as markup.
 */
export function respondentLabel(
  questions: readonly Question[],
  submission: Submission,
): string | null {
  const names = new Map<string, string>();
  for (const question of questions) {
    const match = question.type === 'SHORT_ANSWER' && NAME_QUESTION.exec(question.name.trim());
    const answer = match ? textAnswer(submission, question) : null;
    const kind = match ? (match[1]?.toLowerCase() ?? 'full') : null;
    if (kind && answer && !names.has(kind)) names.set(kind, answer);
  }
  const whole = names.get('full') ?? names.get('your');
  if (whole) return whole;
  const parts = [names.get('first'), names.get('last')].filter(Boolean);
  if (parts.length > 0) return parts.join(' ');
  const email = questions.find(
    (question) => question.type === 'EMAIL' && textAnswer(submission, question),
  );
  return email ? textAnswer(submission, email) : null;
}
