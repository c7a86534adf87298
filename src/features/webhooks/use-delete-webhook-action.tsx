import { Code, Text } from '@mantine/core';
import type { Webhook } from '@/api/schemas';
import { useDeleteWebhooks } from '@/api/webhooks';
import { confirmAndDelete } from '@/components/delete-action';
import { leaveEmptiedPage, type ListPosition } from '@/lib/page-after-removal';

/** The delete logic of the webhooks table, apart from the button that starts it. */
export function useDeleteWebhookAction(list: ListPosition) {
  const run = useDeleteWebhooks();
  return (webhook: Webhook) =>
    confirmAndDelete([webhook], {
      run,
      idOf: (item) => item.id,
      labelOf: (item) => item.name,
      confirmation: () => ({
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
      }),
      doneTitle: () => 'Webhook deleted',
      onDone: () => leaveEmptiedPage(list, 1),
    });
}
