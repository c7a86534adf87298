import { Anchor, Badge, Checkbox, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { Webhook } from '@/api/schemas';
import { ListTable, type SortableHeader } from '@/components/list-table';
import { RowMenu } from '@/components/row-menu';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { submissionsPath } from '@/lib/id-route';
import { SigningSecret } from '@/features/webhooks/signing/signing-secret';
import { TargetUrl } from './target-url';
import type { Sort, SortKey, WebhookRow } from './webhook-rows';

type Props = {
  groups: { name: string; rows: WebhookRow[] }[] | undefined;
  /** A form is chosen: every row's form is the same, so the column goes. */
  showForm: boolean;
  sort: Sort;
  onSort: (key: SortKey) => void;
  selected: ReadonlySet<string>;
  onToggleSelected: (id: string) => void;
  revealed: ReadonlySet<string>;
  onToggleReveal: (id: string) => void;
  onVerify: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
};

function FormCell({ row }: { row: WebhookRow }) {
  const formId = row.webhook.form_id;
  if (row.formGone) {
    return (
      <Text size="sm" c="dimmed" component="div" style={{ overflowWrap: 'anywhere' }}>
        <Badge size="xs" color="gray" variant="outline" mr={6}>
          form deleted
        </Badge>
        <bdi>{formId}</bdi>
      </Text>
    );
  }
  // A form past the one page of the index is named by its id; its submissions page names it.
  return (
    <Anchor component={Link} to={submissionsPath(formId)} size="sm">
      <bdi>{row.formName ?? formId}</bdi>
    </Anchor>
  );
}

/** The findings that ask for action, one line each; "disabled" is shown apart. */
export function Findings({ row }: { row: WebhookRow }) {
  const alarms = row.findings.filter((finding) => finding.kind !== 'disabled');
  if (alarms.length === 0) return null;
  return (
    <Stack gap={2} mt={4}>
      {alarms.map((finding) => (
        <Group key={finding.kind} gap={6} wrap="nowrap" align="flex-start">
          <ThemeIcon size={16} color="orange" variant="light" aria-hidden>
            <IconAlertTriangle size={12} />
          </ThemeIcon>
          <Text size="xs" data-finding={finding.kind}>
            {finding.reason}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const DATE_STYLE = { whiteSpace: 'nowrap' } as const;

export function WebhooksTable(props: Props) {
  const { groups, showForm, sort, onSort, selected, revealed } = props;
  const sortable = (label: string, key: SortKey): SortableHeader => ({
    label,
    direction: sort?.key === key ? sort.direction : null,
    onSort: () => onSort(key),
  });
  const headers = [
    'Select',
    sortable('Name', 'name'),
    ...(showForm ? [sortable('Form', 'form')] : []),
    sortable('Target', 'host'),
    sortable('Service', 'service'),
    'Signing secret',
    sortable('Created', 'created'),
  ];
  // At least the rows' own width: where the table scrolls, the row menus then stay in view.
  const minWidth = showForm ? 1100 : 940;
  return (
    <ListTable headers={headers} minWidth={minWidth} loading={!groups} stale={false}>
      {groups?.map((group) => [
        group.name && (
          <tr key={`group:${group.name}`}>
            <th colSpan={headers.length + 1} scope="colgroup">
              <bdi>{group.name}</bdi>{' '}
              <Text span size="sm" c="dimmed" fw={400}>
                ({group.rows.length})
              </Text>
            </th>
          </tr>
        ),
        ...group.rows.map((row) => {
          const { webhook } = row;
          return (
            <tr key={webhook.id} data-webhook={webhook.id}>
              <td style={{ width: 40 }}>
                <Checkbox
                  aria-label={`Select ${webhook.name}`}
                  checked={selected.has(webhook.id)}
                  onChange={() => props.onToggleSelected(webhook.id)}
                />
              </td>
              <td style={{ minWidth: 180, maxWidth: 300 }}>
                {/* One block: on a phone the cell is a row of its children. */}
                <div>
                  <Text size="sm" fw={500} component="div">
                    <bdi data-webhook-name>{webhook.name}</bdi>
                    {!webhook.enabled && (
                      <Badge color="gray" variant="light" size="sm" ml={6}>
                        Disabled
                      </Badge>
                    )}
                  </Text>
                  <Findings row={row} />
                </div>
              </td>
              {showForm && (
                <td data-label="Form" style={{ minWidth: 140, maxWidth: 180 }}>
                  <FormCell row={row} />
                </td>
              )}
              <td data-label="Target">
                <TargetUrl
                  name={webhook.name}
                  url={webhook.url}
                  // Its own key in the page's set of revealed things: the URL and the secret apart.
                  revealed={revealed.has(`url:${webhook.id}`)}
                  onToggle={() => props.onToggleReveal(`url:${webhook.id}`)}
                />
              </td>
              <td data-label="Service">
                <bdi>{webhook.subscriber}</bdi>
              </td>
              <td data-label="Signing secret">
                <SigningSecret
                  name={webhook.name}
                  secret={webhook.signing_secret}
                  revealed={revealed.has(webhook.id)}
                  onToggle={() => props.onToggleReveal(webhook.id)}
                />
              </td>
              <td data-label="Created" style={DATE_STYLE}>
                {/* The times, and when it last changed, on hover: the column stays one short line. */}
                <span
                  title={`Created ${formatDateTime(webhook.created_at)}, updated ${formatDateTime(webhook.updated_at)}`}
                >
                  {formatDate(webhook.created_at)}
                </span>
              </td>
              <td data-actions>
                <RowMenu
                  label={`Actions for ${webhook.name}`}
                  items={[
                    {
                      label: 'Verify a delivery',
                      icon: <IconShieldCheck size={16} />,
                      onClick: () => props.onVerify(webhook),
                    },
                    {
                      label: 'Delete webhook',
                      icon: <IconTrash size={16} />,
                      color: 'red',
                      onClick: () => props.onDelete(webhook),
                    },
                  ]}
                />
              </td>
            </tr>
          );
        }),
      ])}
    </ListTable>
  );
}
