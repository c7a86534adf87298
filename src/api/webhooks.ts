import { queryOptions } from '@tanstack/react-query';
import { LIMITS, QUERY_PARAMS } from '@/contract/list-queries';
import { authorizedRequest, segment } from './authorized-request';
import { useDeleteRun } from './delete-run';
import { pageParams } from './params';
import { webhookListSchema } from './schemas';

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
};

/** Deletes webhooks (see `deleteEach`). */
export function useDeleteWebhooks() {
  return useDeleteRun(
    (webhookId) => `/webhooks/${segment(webhookId)}`,
    (queryClient) => queryClient.invalidateQueries({ queryKey: webhookQueries.lists() }),
  );
}
