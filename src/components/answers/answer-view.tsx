import { createElement, type ComponentType } from 'react';
import { Text } from '@mantine/core';
import { isQuestionType, type QuestionType } from '@/contract/question-types';
import { normalizeType } from './answer-text';
import type { AnswerRendererProps, AnswerVariant } from './answer-variant';
import { textSize } from './answer-variant';
import { isEmptyAnswer } from './answer-guards';
import { AnswerErrorBoundary } from './answer-error-boundary';
import { BooleanAnswer } from './boolean-answer';
import { ChoiceAnswer, ChoicesAnswer } from './choice-answer';
import { CountryAnswer } from './country-answer';
import { DateAnswer, DateRangeAnswer, TimeAnswer } from './date-answer';
import { EmailAnswer } from './email-answer';
import { EmptyAnswer } from './empty-answer';
import { FileAnswer } from './file-answer';
import { JsonAnswer } from './json-answer';
import { LinkAnswer } from './link-answer';
import { CalculatedAnswer, NumberAnswer, RangeAnswer } from './number-answer';
import { PaymentAnswer } from './payment-answer';
import { RankingAnswer } from './ranking-answer';
import { RatingAnswer } from './rating-answer';
import { SignatureAnswer } from './signature-answer';
import { TextAnswer } from './text-answer';

// Keyed by every contract type, so a new question type does not compile without a renderer.
const RENDERERS: Readonly<Record<QuestionType, ComponentType<AnswerRendererProps>>> = {
  SHORT_ANSWER: TextAnswer,
  LONG_ANSWER: TextAnswer,
  HIDDEN: TextAnswer,
  // Plain text: a `tel:` link would dial whatever a respondent typed.
  PHONE_NUMBER: TextAnswer,
  EMAIL: EmailAnswer,
  LINK: LinkAnswer,
  CALCULATED_FIELD: CalculatedAnswer,
  NUMBER: NumberAnswer,
  SLIDER: NumberAnswer,
  LINEAR_SCALE: NumberAnswer,
  RANGE_SLIDER: RangeAnswer,
  SWITCH: BooleanAnswer,
  CHECKBOX: BooleanAnswer,
  DATE: DateAnswer,
  TIME: TimeAnswer,
  DATE_RANGE: DateRangeAnswer,
  RATING: RatingAnswer,
  LIST_RADIO: ChoiceAnswer,
  MULTIPLE_CHOICES: ChoiceAnswer,
  DROPDOWN: ChoiceAnswer,
  LIST_CHECKBOX: ChoicesAnswer,
  MULTISELECT: ChoicesAnswer,
  RANKING: RankingAnswer,
  COUNTRY: CountryAnswer,
  FILE_UPLOAD: FileAnswer,
  SIGNATURE: SignatureAnswer,
  PAYMENT: PaymentAnswer,
};

function rendererFor(type: unknown): ComponentType<AnswerRendererProps> {
  const key = normalizeType(type);
  // Another deployment's own types get the generic rendering.
  return isQuestionType(key) ? RENDERERS[key] : JsonAnswer;
}

export interface AnswerViewProps {
  /** The question's type; unknown types get the generic rendering. */
  type: string;
  /** `submission.responses[question.id]`: untrusted, any JSON. */
  value: unknown;
  /** `cell` for the submissions table, `full` for the submission view. */
  variant?: AnswerVariant;
  /** BCP 47 tag for numbers and dates; the browser's language when absent. */
  locale?: string;
  /**
   * Whether this answer catches its own renderer's failure. The submissions table turns it off
   * and catches per row instead (see AnswerCellsBoundary): a boundary per cell is a large share
   * of the time to draw a page of rows.
   */
  isolate?: boolean;
}

/** One respondent's answer, rendered for its question type. Never throws for any JSON value. */
export function AnswerView({
  type,
  value,
  variant = 'full',
  locale,
  isolate = true,
}: AnswerViewProps) {
  if (isEmptyAnswer(value)) return <EmptyAnswer variant={variant} />;
  // createElement, because a component picked from a table is not one "created during render".
  const answer = createElement(rendererFor(type), { value, variant, locale });
  if (!isolate) return answer;
  return (
    <AnswerErrorBoundary
      resetKey={value}
      fallback={
        <Text span c="dimmed" size={textSize(variant)}>
          Could not display this answer
        </Text>
      }
    >
      {answer}
    </AnswerErrorBoundary>
  );
}
