import { useQuery } from '@tanstack/react-query';
import type { Webhook } from './schemas';
import { webhookQueries } from './webhooks';

export type FormWebhooksState = {
  /** The form's webhooks, newest first; undefined until the account's webhooks are read. */
  webhooks: Webhook[] | undefined;
  failed: boolean;
};

/**
 * One form's webhooks, picked from the account's list (`webhookQueries.account()`): every form on
 * a page shares that one paged read, and so does the webhooks page.
 */
export function useFormWebhooks(formId: string): FormWebhooksState {
  const query = useQuery({
    ...webhookQueries.account(),
    select: (webhooks) => webhooks.filter((webhook) => webhook.form_id === formId),
  });
  return { webhooks: query.data, failed: query.isError && !query.data };
}
