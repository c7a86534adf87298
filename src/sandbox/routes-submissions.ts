import { Hono } from 'hono';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { fail, paginate, query, type SandboxEnv } from './context';
import { parseSubmissionListQuery } from './params';
import type { SandboxStore } from './store';

// Every route checks the form before the submission, so a wrong form id reads "Form not found".
export function submissionRoutes(store: SandboxStore) {
  return new Hono<SandboxEnv>()
    .get('/forms/:formId/submissions', (c) => {
      const parsed = parseSubmissionListQuery(query(c));
      if (!parsed.ok) return fail(c, 400, parsed.error);
      const formId = c.req.param('formId');
      const record = store.getForm(formId);
      if (!record) return fail(c, 404, ERROR_MESSAGES.formNotFound);
      const { page, limit, filter } = parsed.value;
      if (filter !== 'completed' && !c.get('mayViewPartial')) {
        return fail(c, 403, ERROR_MESSAGES.forbiddenPartial);
      }
      const { items, ...envelope } = paginate(store.listSubmissions(formId, filter), page, limit);
      return c.json({ questions: record.questions, submissions: items, ...envelope });
    })
    .get('/forms/:formId/submissions/:submissionId', (c) => {
      const formId = c.req.param('formId');
      const record = store.getForm(formId);
      if (!record) return fail(c, 404, ERROR_MESSAGES.formNotFound);
      const submission = store.getSubmission(formId, c.req.param('submissionId'));
      if (!submission) return fail(c, 404, ERROR_MESSAGES.submissionNotFound);
      if (submission.is_partial && !c.get('mayViewPartial')) {
        return fail(c, 403, ERROR_MESSAGES.forbiddenPartial);
      }
      return c.json({ questions: record.questions, submission });
    })
    .delete('/forms/:formId/submissions/:submissionId', (c) => {
      const formId = c.req.param('formId');
      if (!store.getForm(formId)) return fail(c, 404, ERROR_MESSAGES.formNotFound);
      // The permission is about viewing; the contract gives deletes no 403, so none is sent.
      if (!store.deleteSubmission(formId, c.req.param('submissionId'))) {
        return fail(c, 404, ERROR_MESSAGES.submissionNotFound);
      }
      return c.json({ message: 'Submission deleted' });
    });
}
