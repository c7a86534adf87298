import * as v from 'valibot';
import {
  formSchema,
  pageFields,
  questionSchema,
  submissionSchema,
  webhookSchema,
} from './entities';

// The body of each endpoint's answer ("Endpoints"); GET /users/me answers `userSchema` itself.

export const formListBody = v.object({ forms: v.array(formSchema), ...pageFields });

export const questionListBody = v.object({ questions: v.array(questionSchema) });

export const submissionListBody = v.object({
  questions: v.array(questionSchema),
  submissions: v.array(submissionSchema),
  ...pageFields,
});

export const submissionDetailBody = v.object({
  questions: v.array(questionSchema),
  submission: submissionSchema,
});

export const webhookListBody = v.object({
  webhooks: v.array(webhookSchema),
  ...pageFields,
});

/** A successful DELETE (the sandbox's; other deployments may answer 204 with no body). */
export const messageBody = v.object({ message: v.string() });

/** Every error body. */
export const errorBody = v.object({ error: v.string() });
