import type { Form, Submission, User, Webhook } from '@/contract/entities';
import type { FormStatusFilter, SubmissionFilter } from '@/contract/list-queries';
import type { FormRecord, SandboxData } from './data';

export interface StoreCounts {
  forms: number;
  questions: number;
  submissions: number;
  partial_submissions: number;
  webhooks: number;
}

export interface SandboxStore {
  user(): User;
  /** Newest first. */
  listForms(status: FormStatusFilter): Form[];
  getForm(formId: string): FormRecord | undefined;
  /** Also deletes the form's submissions and webhooks. */
  deleteForm(formId: string): boolean;
  /** Newest first; empty for an unknown form. */
  listSubmissions(formId: string, filter: SubmissionFilter): Submission[];
  getSubmission(formId: string, submissionId: string): Submission | undefined;
  deleteSubmission(formId: string, submissionId: string): boolean;
  /** Newest first; all forms' webhooks when `formId` is undefined. */
  listWebhooks(formId?: string): Webhook[];
  deleteWebhook(webhookId: string): boolean;
  addForm(record: FormRecord, webhooks?: Webhook[]): void;
  counts(): StoreCounts;
  /** Back to exactly the seed the store was created with. */
  reset(): void;
}

const newestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  b.created_at < a.created_at ? -1 : b.created_at > a.created_at ? 1 : 0;

function fromSeed(seed: SandboxData): SandboxData {
  const data = structuredClone(seed);
  data.forms.sort((a, b) => newestFirst(a.form, b.form));
  data.webhooks.sort(newestFirst);
  return data;
}

export function createStore(seed: SandboxData): SandboxStore {
  // Our own copy: later changes to the caller's object must not leak into reset().
  const pristine = structuredClone(seed);
  let data = fromSeed(pristine);

  const getForm = (formId: string) => data.forms.find((record) => record.form.id === formId);

  return {
    user: () => data.user,
    listForms: (status) =>
      data.forms
        .map((record) => record.form)
        .filter((form) => status === 'all' || form.status === status),
    getForm,
    deleteForm(formId) {
      const before = data.forms.length;
      data.forms = data.forms.filter((record) => record.form.id !== formId);
      data.webhooks = data.webhooks.filter((webhook) => webhook.form_id !== formId);
      return data.forms.length < before;
    },
    listSubmissions(formId, filter) {
      const submissions = getForm(formId)?.submissions ?? [];
      if (filter === 'all') return submissions;
      return submissions.filter((s) => s.is_partial === (filter === 'partial'));
    },
    getSubmission: (formId, submissionId) =>
      getForm(formId)?.submissions.find((s) => s.id === submissionId),
    deleteSubmission(formId, submissionId) {
      const record = getForm(formId);
      const index = record?.submissions.findIndex((s) => s.id === submissionId) ?? -1;
      if (!record || index < 0) return false;
      record.submissions.splice(index, 1);
      return true;
    },
    listWebhooks: (formId) =>
      formId === undefined ? data.webhooks : data.webhooks.filter((w) => w.form_id === formId),
    deleteWebhook(webhookId) {
      const before = data.webhooks.length;
      data.webhooks = data.webhooks.filter((webhook) => webhook.id !== webhookId);
      return data.webhooks.length < before;
    },
    addForm(record, webhooks = []) {
      data.forms = [...data.forms, record].sort((a, b) => newestFirst(a.form, b.form));
      data.webhooks = [...data.webhooks, ...webhooks].sort(newestFirst);
    },
    counts() {
      const submissions = data.forms.flatMap((record) => record.submissions);
      return {
        forms: data.forms.length,
        questions: data.forms.reduce((sum, record) => sum + record.questions.length, 0),
        submissions: submissions.length,
        partial_submissions: submissions.filter((s) => s.is_partial).length,
        webhooks: data.webhooks.length,
      };
    },
    reset() {
      data = fromSeed(pristine);
    },
  };
}
