// valibot: small, tree-shaken validation, as this is on the first screen.
import * as v from 'valibot';
import {
  formFields,
  pageFields,
  questionFields,
  submissionFields,
  userFields,
  webhookFields,
} from '@/contract/entities';
import { errorBody } from '@/contract/response-bodies';
import { checked, type SchemaOutput } from './schema';

// The contract's fields with their JSON types, not its formats (date-time, e-mail, the two form
// statuses, the 27 question types): another deployment's data is shown rather than refused.
// An unknown question type renders through the generic renderer.

const form = v.object(formFields);
export type Form = v.InferOutput<typeof form>;

const question = v.object(questionFields);
export type Question = v.InferOutput<typeof question>;

const submission = v.object({
  ...submissionFields,
  // Respondents' answers: untrusted, any JSON, any key. Copied into a plain object of own keys,
  // `__proto__` included (a record schema would drop it), without touching any prototype.
  responses: v.pipe(
    submissionFields.responses,
    v.transform((value) => Object.fromEntries(Object.entries(value))),
  ),
});
export type Submission = v.InferOutput<typeof submission>;

const user = v.object(userFields);
export type User = v.InferOutput<typeof user>;

const webhook = v.object(webhookFields);
export type Webhook = v.InferOutput<typeof webhook>;

export const formSchema = checked(form);
export const questionSchema = checked(question);
export const submissionSchema = checked(submission);
export const userSchema = checked(user);
export const webhookSchema = checked(webhook);

export const formListSchema = checked(v.object({ forms: v.array(form), ...pageFields }));
export type FormList = SchemaOutput<typeof formListSchema>;

export const questionListSchema = checked(v.object({ questions: v.array(question) }));

export const submissionListSchema = checked(
  v.object({
    questions: v.array(question),
    submissions: v.array(submission),
    ...pageFields,
  }),
);
export type SubmissionList = SchemaOutput<typeof submissionListSchema>;

export const submissionDetailSchema = checked(
  v.object({ questions: v.array(question), submission }),
);
export type SubmissionDetail = SchemaOutput<typeof submissionDetailSchema>;

export const webhookListSchema = checked(v.object({ webhooks: v.array(webhook), ...pageFields }));
export type WebhookList = SchemaOutput<typeof webhookListSchema>;

export const errorBodySchema = checked(errorBody);
