import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { authorizedRequest, segment } from './authorized-request';
import { clampLimit, clampPage } from './params';
import { LIMITS, messageSchema, webhookListSchema } from './schemas';

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
            form_id: params.formId,
            page: clampPage(params.page),
            limit: clampLimit(params.limit, LIMITS.webhooks),
          },
        }),
    }),
};

export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookQueries.lists() });
  return useMutation({
    mutationFn: (webhookId: string) =>
      authorizedRequest(`/webhooks/${segment(webhookId)}`, {
        method: 'DELETE',
        schema: messageSchema,
      }),
    onSuccess: refresh,
    onError: (error) => {
      // Already gone elsewhere: the list on screen is stale.
      if (isApiError(error) && error.isNotFound) return refresh();
    },
  });
}
