// valibot: small, tree-shaken validation, as this is on the first screen.
import * as v from 'valibot';
import { checked, type SchemaOutput } from './schema';

/** The 27 question types of the v1 contract. Other deployments may send more; see `Question.type`. */
export const QUESTION_TYPES = [
  'SHORT_ANSWER',
  'LONG_ANSWER',
  'EMAIL',
  'PHONE_NUMBER',
  'LINK',
  'NUMBER',
  'SLIDER',
  'RANGE_SLIDER',
  'SWITCH',
  'CHECKBOX',
  'DATE',
  'DATE_RANGE',
  'TIME',
  'RATING',
  'LINEAR_SCALE',
  'FILE_UPLOAD',
  'SIGNATURE',
  'HIDDEN',
  'COUNTRY',
  'LIST_RADIO',
  'LIST_CHECKBOX',
  'MULTIPLE_CHOICES',
  'DROPDOWN',
  'MULTISELECT',
  'RANKING',
  'CALCULATED_FIELD',
  'PAYMENT',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const FORM_STATUSES = ['published', 'draft'] as const;
export const FORM_STATUS_FILTERS = ['all', 'published', 'draft'] as const;
export type FormStatusFilter = (typeof FORM_STATUS_FILTERS)[number];
export const SUBMISSION_FILTERS = ['completed', 'partial', 'all'] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

const int = v.pipe(v.number(), v.integer());
const pageEnvelope = {
  page: int,
  limit: int,
  total: int,
  has_next: v.boolean(),
};

const form = v.object({
  id: v.string(),
  name: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
  // The contract names two values but does not close the set; an unknown one is shown as is.
  status: v.string(),
});
export type Form = v.InferOutput<typeof form>;

const question = v.object({
  id: v.string(),
  name: v.string(),
  // Unknown types from other deployments render through the generic renderer.
  type: v.string(),
  is_deleted: v.boolean(),
});
export type Question = v.InferOutput<typeof question>;

const submission = v.object({
  id: v.string(),
  created_at: v.string(),
  is_partial: v.boolean(),
  // Respondents' answers: untrusted, any JSON shape, any key (a record schema would drop `__proto__`).
  responses: v.pipe(
    v.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    ),
    v.transform((value) => Object.fromEntries(Object.entries(value))),
  ),
});
export type Submission = v.InferOutput<typeof submission>;

const user = v.object({
  id: v.string(),
  email: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type User = v.InferOutput<typeof user>;

const webhook = v.object({
  id: v.string(),
  name: v.string(),
  form_id: v.string(),
  url: v.string(),
  signing_secret: v.string(),
  enabled: v.boolean(),
  subscriber: v.string(),
  created_at: v.string(),
  updated_at: v.string(),
});
export type Webhook = v.InferOutput<typeof webhook>;

export const formSchema = checked(form);
export const questionSchema = checked(question);
export const submissionSchema = checked(submission);
export const userSchema = checked(user);
export const webhookSchema = checked(webhook);

export const formListSchema = checked(v.object({ forms: v.array(form), ...pageEnvelope }));
export type FormList = SchemaOutput<typeof formListSchema>;

export const questionListSchema = checked(v.object({ questions: v.array(question) }));

export const submissionListSchema = checked(
  v.object({ questions: v.array(question), submissions: v.array(submission), ...pageEnvelope }),
);
export type SubmissionList = SchemaOutput<typeof submissionListSchema>;

export const submissionDetailSchema = checked(
  v.object({ questions: v.array(question), submission }),
);
export type SubmissionDetail = SchemaOutput<typeof submissionDetailSchema>;

export const webhookListSchema = checked(v.object({ webhooks: v.array(webhook), ...pageEnvelope }));
export type WebhookList = SchemaOutput<typeof webhookListSchema>;

export const messageSchema = checked(v.object({ message: v.string() }));

export const errorBodySchema = checked(v.object({ error: v.string() }));

/** Bounds of decisions.md; the client clamps to these so it never sends an out-of-bounds value. */
export const LIMITS = {
  forms: { default: 50, min: 1, max: 500 },
  submissions: { default: 25, min: 1, max: 50 },
  webhooks: { default: 50, min: 1, max: 500 },
} as const;
