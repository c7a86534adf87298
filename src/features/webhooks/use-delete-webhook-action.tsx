import { Code, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '@/api/api-error';
import type { Webhook } from '@/api/schemas';
import { useDeleteWebhook } from '@/api/webhooks';
import { confirmDelete } from '@/components/confirm-delete';
import { pageAfterRemoval } from '@/lib/page-after-removal';

type Options = { rowsOnPage: number; page: number; goToPage: (page: number) => void };

/** The delete logic of the webhooks table, apart from the button that starts it. */
export function useDeleteWebhookAction({ rowsOnPage, page, goToPage }: Options) {
  const deleteWebhook = useDeleteWebhook();
  const afterRemoval = () => {
    const next = pageAfterRemoval(page, rowsOnPage, 1);
    if (next !== page) goToPage(next);
  };

  return (webhook: Webhook) =>
    confirmDelete({
      title: `Delete webhook "${webhook.name}"?`,
      confirmLabel: 'Delete webhook',
      message: (
        <>
          <Text size="sm">
            The webhook <b>{webhook.name}</b> stops sending events to:
          </Text>
          <Code block mt="xs" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {webhook.url}
          </Code>
          <Text size="sm" mt="xs">
            This cannot be undone.
          </Text>
        </>
      ),
      onConfirm: async () => {
        try {
          await deleteWebhook.mutateAsync(webhook.id);
        } catch (error) {
          if (!(isApiError(error) && error.isNotFound)) throw error;
          notifications.show({
            color: 'yellow',
            title: 'Webhook already deleted',
            message: `${webhook.name} no longer exists. The list was refreshed.`,
          });
          afterRemoval();
          return;
        }
        notifications.show({ color: 'green', title: 'Webhook deleted', message: webhook.name });
        afterRemoval();
      },
    });
}
