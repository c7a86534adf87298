import { Hono } from 'hono';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { fail, paginate, query, type SandboxEnv } from './context';
import { parseFormListQuery } from './params';
import type { SandboxStore } from './store';

export function formRoutes(store: SandboxStore) {
  return new Hono<SandboxEnv>()
    .get('/forms', (c) => {
      const parsed = parseFormListQuery(query(c));
      if (!parsed.ok) return fail(c, 400, parsed.error);
      const { page, limit, status } = parsed.value;
      const { items, ...envelope } = paginate(store.listForms(status), page, limit);
      return c.json({ forms: items, ...envelope });
    })
    .delete('/forms/:formId', (c) => {
      if (!store.deleteForm(c.req.param('formId'))) {
        return fail(c, 404, ERROR_MESSAGES.formNotFound);
      }
      return c.json({ message: 'Form deleted' });
    })
    .get('/forms/:formId/questions', (c) => {
      const record = store.getForm(c.req.param('formId'));
      if (!record) return fail(c, 404, ERROR_MESSAGES.formNotFound);
      return c.json({ questions: record.questions });
    });
}
