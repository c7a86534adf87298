import { Hono } from 'hono';
import { ERROR_MESSAGES } from '@/contract/error-messages';
import { fail, paginate, query, type SandboxEnv } from './context';
import { parseWebhookListQuery } from './params';
import type { SandboxStore } from './store';

export function webhookRoutes(store: SandboxStore) {
  return new Hono<SandboxEnv>()
    .get('/webhooks', (c) => {
      const parsed = parseWebhookListQuery(query(c));
      if (!parsed.ok) return fail(c, 400, parsed.error);
      const { page, limit, formId } = parsed.value;
      // An unknown form_id is a filter that matches nothing, not a missing resource.
      const { items, ...envelope } = paginate(store.listWebhooks(formId), page, limit);
      return c.json({ webhooks: items, ...envelope });
    })
    .delete('/webhooks/:webhookId', (c) => {
      if (!store.deleteWebhook(c.req.param('webhookId'))) {
        return fail(c, 404, ERROR_MESSAGES.webhookNotFound);
      }
      return c.json({ message: 'Webhook deleted' });
    });
}
