import { Code, List, Text } from '@mantine/core';
import type { Webhook } from '@/api/schemas';
import { useDeleteWebhooks } from '@/api/webhooks';
import { confirmAndDelete } from '@/components/delete-action';
import { shownUrl } from '@/lib/url-secrets';

/**
 * The delete logic of the webhooks page, apart from the buttons that start it: one webhook from
 * its row menu, or the selected ones with one confirmation that lists them all.
 */
export function useDeleteWebhookAction(onDone: (ids: string[]) => void) {
  const run = useDeleteWebhooks();
  return (webhooks: Webhook[]) =>
    confirmAndDelete(webhooks, {
      run,
      idOf: (item) => item.id,
      labelOf: (item) => item.name,
      confirmation: (items) =>
        items.length === 1
          ? {
              title: `Delete webhook "${items[0]?.name}"?`,
              confirmLabel: 'Delete webhook',
              message: (
                <>
                  <Text size="sm">
                    The webhook <b>{items[0]?.name}</b> stops sending events to:
                  </Text>
                  <Code block mt="xs" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
                    {/* Its credentials masked, as the table shows it until revealed. */}
                    {shownUrl(items[0]?.url ?? '').masked}
                  </Code>
                  <Text size="sm" mt="xs">
                    This cannot be undone.
                  </Text>
                </>
              ),
            }
          : {
              title: `Delete ${items.length} webhooks?`,
              confirmLabel: `Delete ${items.length} webhooks`,
              message: (
                <>
                  <Text size="sm">These webhooks stop sending events:</Text>
                  <List size="sm" mt="xs" mah={240} style={{ overflowY: 'auto' }}>
                    {items.map((item) => (
                      <List.Item key={item.id}>
                        <b>{item.name}</b> ({item.subscriber})
                      </List.Item>
                    ))}
                  </List>
                  <Text size="sm" mt="xs">
                    This cannot be undone.
                  </Text>
                </>
              ),
            },
      doneTitle: (items) =>
        items.length === 1 ? 'Webhook deleted' : `${items.length} webhooks deleted`,
      onDone,
    });
}
