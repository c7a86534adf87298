import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { DeleteIconButton } from '@/components/delete-icon-button';
import type { Webhook } from '@/api/schemas';
import { ListTable } from '@/components/list-table';
import { formatDateTime } from '@/lib/format-date';
import { submissionsPath } from '@/lib/id-route';
import { SigningSecret } from './signing-secret';
import { TargetUrl } from './target-url';
import { type FormIndex, isDeletedForm } from './use-form-index';

const LABELS = {
  name: 'Name',
  form: 'Form',
  url: 'Target URL',
  subscriber: 'Subscriber',
  enabled: 'Enabled',
  secret: 'Signing secret',
  created: 'Created',
  updated: 'Updated',
};
const HEADERS = Object.values(LABELS);

type Props = {
  webhooks: Webhook[] | undefined;
  forms: FormIndex | undefined;
  revealed: ReadonlySet<string>;
  onToggleReveal: (id: string) => void;
  onDelete: (webhook: Webhook) => void;
  stale: boolean;
};

function FormCell({ formId, forms }: { formId: string; forms: FormIndex | undefined }) {
  if (!forms)
    return (
      <Text size="sm" c="dimmed">
        {formId}
      </Text>
    );
  if (isDeletedForm(forms, formId)) {
    return (
      <Text size="sm" c="dimmed">
        <Badge size="xs" color="gray" variant="outline" mr={6}>
          form deleted
        </Badge>
        {formId}
      </Text>
    );
  }
  // A form past the one page of the index is named by its id; its submissions page names it.
  const name = forms.byId.get(formId)?.name;
  return (
    <Anchor component={Link} to={submissionsPath(formId)} size="sm">
      <bdi>{name === undefined ? formId : name || 'Untitled form'}</bdi>
    </Anchor>
  );
}

export function WebhooksTable({
  webhooks,
  forms,
  revealed,
  onToggleReveal,
  onDelete,
  stale,
}: Props) {
  return (
    <ListTable headers={HEADERS} minWidth={1100} loading={!webhooks} stale={stale}>
      {webhooks?.map((webhook) => (
        <tr key={webhook.id}>
          <td style={{ fontWeight: 500 }}>
            <bdi>{webhook.name}</bdi>
          </td>
          <td data-label={LABELS.form}>
            <FormCell formId={webhook.form_id} forms={forms} />
          </td>
          <td style={{ maxWidth: 280 }} data-label={LABELS.url}>
            <TargetUrl
              name={webhook.name}
              url={webhook.url}
              // Its own key in the page's set of revealed things: the URL and the secret apart.
              revealed={revealed.has(`url:${webhook.id}`)}
              onToggle={() => onToggleReveal(`url:${webhook.id}`)}
            />
          </td>
          <td data-label={LABELS.subscriber}>{webhook.subscriber}</td>
          <td data-label={LABELS.enabled}>
            <Badge color={webhook.enabled ? 'green' : 'gray'} variant="light" miw="max-content">
              {webhook.enabled ? 'Enabled' : 'Disabled'}
            </Badge>
          </td>
          <td data-label={LABELS.secret}>
            <SigningSecret
              name={webhook.name}
              secret={webhook.signing_secret}
              revealed={revealed.has(webhook.id)}
              onToggle={() => onToggleReveal(webhook.id)}
            />
          </td>
          <td data-label={LABELS.created}>{formatDateTime(webhook.created_at)}</td>
          <td data-label={LABELS.updated}>{formatDateTime(webhook.updated_at)}</td>
          <td data-actions>
            <DeleteIconButton
              label={`Delete webhook ${webhook.name}`}
              onClick={() => onDelete(webhook)}
            />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
