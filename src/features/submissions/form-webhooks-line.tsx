import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { useFormWebhooks } from '@/api/form-webhooks';
import { formWebhooksPath } from '@/lib/id-route';

/**
 * Where the form's responses go: its enabled webhooks by service and name, and how many are
 * disabled, each a link to the webhooks page filtered to the form. Nothing while loading, when it
 * has none, or when the webhooks cannot be read (the button beside the title still leads there).
 */
export function FormWebhooksLine({ formId }: { formId: string }) {
  const { webhooks } = useFormWebhooks(formId);
  if (!webhooks || webhooks.length === 0) return null;
  const to = formWebhooksPath(formId);
  const enabled = webhooks.filter((webhook) => webhook.enabled);
  const disabled = webhooks.length - enabled.length;
  return (
    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {enabled.length > 0 ? 'Sends to: ' : 'Webhooks: '}
      {enabled.map((webhook, index) => (
        <Fragment key={webhook.id}>
          {index > 0 && ', '}
          <Anchor component={Link} to={to} inherit>
            <bdi>{webhook.subscriber}</bdi> – <bdi>{webhook.name}</bdi>
          </Anchor>
        </Fragment>
      ))}
      {disabled > 0 && (
        <>
          {enabled.length > 0 && ' · '}
          <Anchor component={Link} to={to} inherit>
            {disabled} disabled
          </Anchor>
        </>
      )}
    </Text>
  );
}
