import { Anchor, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useFormWebhooks } from '@/api/form-webhooks';
import { formWebhooksPath } from '@/lib/id-route';

/** The "Webhooks" cell of a form: how many, and how many of them send. */
export function FormWebhooksCell({ formId, label }: { formId: string; label: string }) {
  const { webhooks, failed } = useFormWebhooks(formId);
  let content;
  if (!webhooks) {
    content = failed ? (
      <Text c="dimmed" size="sm" span title="Could not load the webhooks of the account">
        —
      </Text>
    ) : (
      // A label needs a role: axe flags aria-label on an element without one.
      <Skeleton height={14} width={48} animate={false} role="img" aria-label="Loading" />
    );
  } else if (webhooks.length === 0) {
    content = (
      <Text c="dimmed" size="sm" span>
        None
      </Text>
    );
  } else {
    const enabled = webhooks.filter((webhook) => webhook.enabled).length;
    content = (
      <Anchor
        component={Link}
        to={formWebhooksPath(formId)}
        size="sm"
        style={{ whiteSpace: 'nowrap' }}
      >
        {enabled} of {webhooks.length} enabled
      </Anchor>
    );
  }
  return <td data-label={label}>{content}</td>;
}
