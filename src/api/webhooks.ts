import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { LIMITS, QUERY_PARAMS } from '@/contract/list-queries';
import { authorizedRequest, segment } from './authorized-request';
import { useDeleteRun } from './delete-run';
import { pageParams } from './params';
import { readEveryPage } from './read-every-page';
import { type Webhook, type WebhookList, webhookListSchema } from './schemas';

export type WebhookListParams = { formId: string | undefined; page: number; limit: number };

export const webhookQueries = {
  all: () => ['webhooks'] as const,
  lists: () => [...webhookQueries.all(), 'list'] as const,
  list: (params: WebhookListParams) =>
    queryOptions({
      queryKey: [...webhookQueries.lists(), params] as const,
      queryFn: ({ signal }) =>
        authorizedRequest('/webhooks', {
          schema: webhookListSchema,
          signal,
          query: {
            [QUERY_PARAMS.webhookForm]: params.formId,
            ...pageParams(params, LIMITS.webhooks),
          },
        }),
    }),
  /**
   * Every webhook of the account, read page after page at the largest page size: the webhooks
   * page, the forms list and a form's page share this one entry of the cache.
   */
  account: () =>
    queryOptions({
      queryKey: [...webhookQueries.lists(), 'account'] as const,
      queryFn: ({ signal }) =>
        readEveryPage<Webhook>(async (page) => {
          const list = await authorizedRequest('/webhooks', {
            schema: webhookListSchema,
            signal,
            query: pageParams({ page, limit: LIMITS.webhooks.max }, LIMITS.webhooks),
          });
          return { items: list.webhooks, hasNext: list.has_next };
        }),
    }),
};

/** A webhook's name from any list of webhooks already loaded, without a request. */
function findCachedWebhookName(queryClient: QueryClient, webhookId: string): string | undefined {
  const lists = queryClient.getQueriesData<WebhookList | Webhook[]>({
    queryKey: webhookQueries.lists(),
  });
  for (const [, list] of lists) {
    const webhooks = Array.isArray(list) ? list : (list?.webhooks ?? []);
    const webhook = webhooks.find((item) => item.id === webhookId);
    if (webhook) return webhook.name;
  }
  return undefined;
}

/** Deletes webhooks (see `deleteEach`). */
export function useDeleteWebhooks() {
  return useDeleteRun(
    (webhookId) => `/webhooks/${segment(webhookId)}`,
    (queryClient) => queryClient.invalidateQueries({ queryKey: webhookQueries.lists() }),
    { kind: 'webhook', nameOf: findCachedWebhookName },
  );
}
