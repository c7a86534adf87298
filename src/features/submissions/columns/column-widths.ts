import type { Question, Submission } from '@/api/schemas';
import { answerToText, normalizeType } from '@/components/answers/answer-text';
import { CELL_TEXT_LIMIT } from '@/components/answers/truncated-text';
import { answerFor } from '@/features/submissions/answer-for';

type Limits = { min: number; max: number };

// An average character of the table's 14 px text (Chromium's default sans-serif on Linux, one of
// the wider ones): better a little room to spare than every name cut.
const CHAR_PX = 8;
/** A cell's padding, both sides. */
const PADDING_PX = 24;
/** The sort arrow, the resize handle and the gaps beside a header's name. */
const HEADER_EXTRAS_PX = 36;
const DELETED_BADGE_PX = 64;
/** A header is not what makes a column wide: a longer name gives way with an ellipsis. */
const HEADER_CAP_PX = 200;
/** Text longer than the cell limit is cut and gets a "show full text" button. */
const MORE_BUTTON_PX = 26;

const NARROW: Limits = { min: 110, max: 140 };
const DATE_LIKE: Limits = { min: 120, max: 170 };
const LONG: Limits = { min: 200, max: 360 };
const OTHER: Limits = { min: 120, max: 320 };

// Types whose answers are short whatever was answered: their text is not worth reading.
const FIXED_TYPES: Record<string, Limits> = {
  RATING: NARROW,
  SWITCH: NARROW,
  CHECKBOX: NARROW,
  NUMBER: NARROW,
  SLIDER: NARROW,
  LINEAR_SCALE: NARROW,
  DATE: DATE_LIKE,
  TIME: DATE_LIKE,
};

const clamp = (value: number, { min, max }: Limits) =>
  Math.round(Math.min(max, Math.max(min, value)));

function headerWidth(question: Question): number {
  const name = question.name || 'Untitled question';
  const badge = question.is_deleted ? DELETED_BADGE_PX : 0;
  return Math.min(HEADER_CAP_PX, name.length * CHAR_PX) + HEADER_EXTRAS_PX + PADDING_PX + badge;
}

function longestAnswer(question: Question, rows: readonly Submission[]): number {
  let longest = 0;
  for (const row of rows) {
    const text = answerToText(question.type, answerFor(row, question.id));
    // A cell shows one line of at most CELL_TEXT_LIMIT characters (the rest behind a button).
    const shown = Math.min(text.length, CELL_TEXT_LIMIT);
    const width = shown * CHAR_PX + (text.length > CELL_TEXT_LIMIT ? MORE_BUTTON_PX : 0);
    if (width > longest) longest = width;
  }
  return longest + PADDING_PX;
}

/**
 * Each column's width from its question's type, its name and the longest answer on the rows
 * shown, within limits for the type: a rating or a yes/no is narrow, a long answer wide. An
 * estimate from the text (no DOM measuring), so a page of 150 columns costs one pass.
 */
export function autoColumnWidths(
  questions: readonly Question[],
  rows: readonly Submission[],
): Map<string, number> {
  const widths = new Map<string, number>();
  for (const question of questions) {
    const type = normalizeType(question.type);
    const fixed = FIXED_TYPES[type];
    const limits = fixed ?? (type === 'LONG_ANSWER' ? LONG : OTHER);
    const content = fixed ? 0 : longestAnswer(question, rows);
    widths.set(question.id, clamp(Math.max(headerWidth(question), content), limits));
  }
  return widths;
}
