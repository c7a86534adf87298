import type { Form, Question, Submission, User, Webhook } from '@/contract/entities';

/** A form with everything that belongs to it, so deleting the form deletes all of it. */
export interface FormRecord {
  form: Form;
  questions: Question[];
  /** Newest `created_at` first. */
  submissions: Submission[];
}

export interface SandboxData {
  user: User;
  /** Newest `created_at` first. */
  forms: FormRecord[];
  /** Newest `created_at` first. */
  webhooks: Webhook[];
}
