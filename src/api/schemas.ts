// zod/mini: the same validation at a fraction of the size, as this is on the first screen.
import { z } from 'zod/mini';

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

const pageEnvelope = {
  page: z.int(),
  limit: z.int(),
  total: z.int(),
  has_next: z.boolean(),
};

export const formSchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  // The contract names two values but does not close the set; an unknown one is shown as is.
  status: z.string(),
});
export type Form = z.infer<typeof formSchema>;

export const questionSchema = z.object({
  id: z.string(),
  name: z.string(),
  // Unknown types from other deployments render through the generic renderer.
  type: z.string(),
  is_deleted: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const submissionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  is_partial: z.boolean(),
  // Respondents' answers: untrusted, any JSON shape, any key (a record schema would drop `__proto__`).
  responses: z.pipe(
    z.custom<Record<string, unknown>>(
      (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    ),
    z.transform((value) => Object.fromEntries(Object.entries(value))),
  ),
});
export type Submission = z.infer<typeof submissionSchema>;

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  name: z.string(),
  form_id: z.string(),
  url: z.string(),
  signing_secret: z.string(),
  enabled: z.boolean(),
  subscriber: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const formListSchema = z.object({ forms: z.array(formSchema), ...pageEnvelope });
export type FormList = z.infer<typeof formListSchema>;

export const questionListSchema = z.object({ questions: z.array(questionSchema) });
export type QuestionList = z.infer<typeof questionListSchema>;

export const submissionListSchema = z.object({
  questions: z.array(questionSchema),
  submissions: z.array(submissionSchema),
  ...pageEnvelope,
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const submissionDetailSchema = z.object({
  questions: z.array(questionSchema),
  submission: submissionSchema,
});
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema), ...pageEnvelope });
export type WebhookList = z.infer<typeof webhookListSchema>;

export const messageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof messageSchema>;

export const errorBodySchema = z.object({ error: z.string() });

/** Bounds of decisions.md; the client clamps to these so it never sends an out-of-bounds value. */
export const LIMITS = {
  forms: { default: 50, min: 1, max: 500 },
  submissions: { default: 25, min: 1, max: 50 },
  webhooks: { default: 50, min: 1, max: 500 },
} as const;
