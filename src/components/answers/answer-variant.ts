/** `cell`: compact, one line, for the submissions table. `full`: the submission view. */
export type AnswerVariant = 'cell' | 'full';

/** Every renderer takes the raw answer and checks its shape itself. */
export interface AnswerRendererProps {
  value: unknown;
  variant: AnswerVariant;
  /** BCP 47 tag; the browser's language when absent. */
  locale?: string;
}

export function textSize(variant: AnswerVariant): 'sm' | 'md' {
  return variant === 'cell' ? 'sm' : 'md';
}
