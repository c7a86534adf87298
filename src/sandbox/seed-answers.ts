import { sandboxFileUrl } from './seed-files';
import type { Answer, UploadedFile } from '@/contract/answer-shapes';
import type { QuestionType } from '@/contract/question-types';
import { DAY, dayString } from './dates';
import type { Rng } from './random';
import type { Person } from './seed-people';

export interface AnswerContext {
  rng: Rng;
  person: Person;
  submissionId: string;
  createdAt: number;
}

/** How to build one question and the answers to it; never sent over the API. */
export interface QuestionSpec {
  name: string;
  type: QuestionType;
  /** Option texts for the choice types and RANKING. */
  choices?: readonly string[];
  /** Pool for free-text answers (and for CALCULATED_FIELD text results). */
  texts?: readonly string[];
  /** Bounds for NUMBER, SLIDER, RANGE_SLIDER and numeric CALCULATED_FIELD results. */
  range?: readonly [number, number];
  /** A CALCULATED_FIELD yields a number, a text, or either (docs/api.md, "Answer shapes", allows both). */
  calculated?: 'number' | 'text' | 'mixed';
  /** Probability that a completed submission leaves this question out. */
  skip?: number;
  /** Answers only exist for submissions created in [activeFrom, activeUntil). */
  activeFrom?: number;
  /** Set on questions that were deleted at this instant; they keep `is_deleted: true`. */
  activeUntil?: number;
  answer?: (ctx: AnswerContext) => Answer;
}

const FILE_KINDS = [
  { name: 'screenshot.png', mime: 'image/png', size: [40_000, 2_400_000] },
  { name: 'invoice-2026-10.pdf', mime: 'application/pdf', size: [60_000, 900_000] },
  { name: 'IMG_4821.jpg', mime: 'image/jpeg', size: [800_000, 6_000_000] },
  { name: 'export.csv', mime: 'text/csv', size: [2_000, 300_000] },
  {
    name: 'notes.docx',
    mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: [15_000, 400_000],
  },
] as const;

export function uploadedFile(
  ctx: AnswerContext,
  name: string,
  mime: string,
  size: readonly [number, number],
): UploadedFile {
  return {
    name,
    url: sandboxFileUrl(name),
    mime_type: mime,
    size: ctx.rng.int(size[0], size[1]),
  };
}

export function randomFiles(ctx: AnswerContext): UploadedFile[] {
  const kinds = ctx.rng.sample(FILE_KINDS, ctx.rng.int(1, 3));
  return kinds.map((kind) => uploadedFile(ctx, kind.name, kind.mime, kind.size));
}

export function signature(ctx: AnswerContext): UploadedFile[] {
  return [uploadedFile(ctx, 'signature.png', 'image/png', [4_000, 30_000])];
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const GENERIC_TEXTS = ['Yes, thanks', 'Not sure yet', 'See attached', 'Works for me', 'n/a'];
const GENERIC_CHOICES = ['Option A', 'Option B', 'Option C', 'Option D'];
const HIDDEN_SOURCES = [
  'newsletter-2026-10',
  'google-ads',
  'linkedin',
  'partner-portal',
  'qr-booth',
];
// Skewed towards the top, as satisfaction answers usually are.
const RATINGS = [1, 2, 3, 3, 4, 4, 4, 5, 5, 5, 5];
const SCALE = [2, 4, 5, 6, 7, 7, 8, 8, 9, 9, 10, 10];

function calculated(spec: QuestionSpec, rng: Rng): number | string {
  const kind =
    spec.calculated === 'mixed' ? rng.pick(['number', 'text'] as const) : spec.calculated;
  if (kind === 'text') return rng.pick(spec.texts ?? ['Tier A', 'Tier B', 'Tier C']);
  const [min, max] = spec.range ?? [0, 100];
  return Math.round((min + rng.next() * (max - min)) * 100) / 100;
}

/** The answer a well-behaved respondent gives, in the shapes of docs/api.md, "Answer shapes". */
export function answerFor(spec: QuestionSpec, ctx: AnswerContext): Answer {
  if (spec.answer) return spec.answer(ctx);
  const { rng, person } = ctx;
  const choices = spec.choices ?? GENERIC_CHOICES;
  const [min, max] = spec.range ?? [0, 100];
  switch (spec.type) {
    case 'SHORT_ANSWER':
    case 'LONG_ANSWER':
      return rng.pick(spec.texts ?? GENERIC_TEXTS);
    case 'EMAIL':
      return person.email;
    case 'PHONE_NUMBER':
      return person.phone;
    case 'LINK':
      return rng.pick(
        spec.texts ?? [`https://www.${person.company.split(' ')[0]?.toLowerCase()}.example/`],
      );
    case 'NUMBER':
    case 'SLIDER':
      return rng.int(min, max);
    case 'RANGE_SLIDER': {
      const step = Math.max(1, Math.round((max - min) / 20));
      const low = rng.int(0, 15) * step + min;
      return { min: low, max: Math.min(max, low + rng.int(1, 5) * step) };
    }
    case 'SWITCH':
    case 'CHECKBOX':
      return rng.bool(0.6);
    case 'DATE':
      return dayString(ctx.createdAt + rng.int(1, 60) * DAY);
    case 'DATE_RANGE': {
      const start = ctx.createdAt + rng.int(7, 90) * DAY;
      return { start: dayString(start), end: dayString(start + rng.int(0, 14) * DAY) };
    }
    case 'TIME':
      return `${pad(rng.int(8, 18))}:${pad(rng.pick([0, 15, 30, 45]))}`;
    case 'RATING':
      return rng.pick(RATINGS);
    case 'LINEAR_SCALE':
      return rng.pick(SCALE);
    case 'FILE_UPLOAD':
      return randomFiles(ctx);
    case 'SIGNATURE':
      return signature(ctx);
    case 'HIDDEN':
      return rng.pick(spec.texts ?? HIDDEN_SOURCES);
    case 'COUNTRY':
      return person.country;
    case 'LIST_RADIO':
    case 'MULTIPLE_CHOICES':
    case 'DROPDOWN':
      return rng.pick(choices);
    case 'LIST_CHECKBOX':
    case 'MULTISELECT':
      return rng.sample(choices, rng.int(1, Math.min(3, choices.length)));
    case 'RANKING':
      return rng.shuffle(choices);
    case 'CALCULATED_FIELD':
      return calculated(spec, rng);
    case 'PAYMENT':
      return { amount: rng.pick([1900, 4900, 12900]), currency: 'EUR', status: 'paid' };
  }
}
