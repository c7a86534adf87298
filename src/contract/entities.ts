import * as v from 'valibot';
import { FORM_STATUSES } from './list-queries';
import { QUESTION_TYPES } from './question-types';

// The API's resources (docs/api.md, "Answers") in two layers: each field with its
// JSON type (`…Fields`, what any reader may rely on; the dashboard's parser is built on these),
// and the entity with the formats the API states on top (`…Schema`, what the sandbox sends).
// The dashboard does not enforce the formats: another deployment's data is shown, not refused.

const text = v.string();
const int = v.pipe(v.number(), v.integer());
/** All timestamps: ISO 8601 `date-time`. */
const dateTime = v.pipe(v.string(), v.isoTimestamp());

export const formFields = {
  id: text,
  name: text,
  created_at: text,
  updated_at: text,
  status: text,
};
export const formSchema = v.object({
  ...formFields,
  created_at: dateTime,
  updated_at: dateTime,
  status: v.picklist(FORM_STATUSES),
});
export type Form = v.InferOutput<typeof formSchema>;

export const questionFields = {
  id: text,
  name: text,
  type: text,
  /** A question removed from the form; still listed, so old answers keep their question. */
  is_deleted: v.boolean(),
};
export const questionSchema = v.object({ ...questionFields, type: v.picklist(QUESTION_TYPES) });
export type Question = v.InferOutput<typeof questionSchema>;

export const submissionFields = {
  id: text,
  created_at: text,
  is_partial: v.boolean(),
  /** Question id to answer, any further key allowed; answers are in answer-shapes.ts. */
  responses: v.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  ),
};
export const submissionSchema = v.object({ ...submissionFields, created_at: dateTime });
export type Submission = v.InferOutput<typeof submissionSchema>;

export const userFields = { id: text, email: text, created_at: text, updated_at: text };
export const userSchema = v.object({
  ...userFields,
  email: v.pipe(v.string(), v.email()),
  created_at: dateTime,
  updated_at: dateTime,
});
export type User = v.InferOutput<typeof userSchema>;

export const webhookFields = {
  id: text,
  name: text,
  form_id: text,
  url: text,
  signing_secret: text,
  enabled: v.boolean(),
  subscriber: text,
  created_at: text,
  updated_at: text,
};
export const webhookSchema = v.object({
  ...webhookFields,
  url: v.pipe(v.string(), v.url()),
  created_at: dateTime,
  updated_at: dateTime,
});
export type Webhook = v.InferOutput<typeof webhookSchema>;

/** The fields every list response carries next to its array. */
export const pageFields = { page: int, limit: int, total: int, has_next: v.boolean() };
