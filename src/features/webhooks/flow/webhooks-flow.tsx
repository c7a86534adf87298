import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formStatsQueries } from '@/api/form-stats';
import type { Webhook } from '@/api/schemas';
import { useSmallScreen } from '@/components/use-small-screen';
import { deferredComponent } from '@/lib/deferred-component';
import { buildFlow, type Flow, serviceLabel } from './flow-data';
import { needsAttention } from '@/features/webhooks/attention/webhook-checks';
import type { WebhookRow } from '@/features/webhooks/table/webhook-rows';
import { Findings } from '@/features/webhooks/table/webhooks-table';

const FlowChart = deferredComponent(() => import('./flow-chart').then((m) => m.FlowChart), {
  Placeholder: () => (
    <Group justify="center" mih={320} role="status" aria-label="Loading the picture">
      <Loader />
    </Group>
  ),
  Failed: () => (
    <Alert color="red" title="The picture could not be downloaded">
      Check your connection and reload the page; the table below has the same facts.
    </Alert>
  ),
});

type Props = {
  rows: WebhookRow[];
  onVerify: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
};

/**
 * Each form's response count, from the cache the forms list fills (one small read per form not
 * there yet). One query over them all rather than useQueries, which would add React Query's
 * QueriesObserver to the framework code every first screen downloads.
 */
function useResponseCounts(rows: WebhookRow[]) {
  const queryClient = useQueryClient();
  const formIds = [...new Set(rows.filter((row) => !row.formGone).map((r) => r.webhook.form_id))];
  const { data } = useQuery({
    queryKey: ['webhooks', 'response-counts', formIds] as const,
    queryFn: () =>
      Promise.all(
        formIds.map((id) =>
          queryClient.ensureQueryData(formStatsQueries.stats(id)).then(
            (list) => [id, list.total] as const,
            () => [id, undefined] as const,
          ),
        ),
      ),
  });
  // One map per answer, so that the chart is rebuilt when a count arrives, not on every render.
  return useMemo(() => new Map<string, number | undefined>(data ?? []), [data]);
}

function Status({ webhook }: { webhook: Webhook }) {
  return (
    <Badge color={webhook.enabled ? 'green' : 'gray'} variant="light" miw="max-content">
      {webhook.enabled ? 'Enabled' : 'Disabled'}
    </Badge>
  );
}

/** The same facts as the picture, as a table: what a screen reader reads instead. */
function FlowTable({ flow, counts }: { flow: Flow; counts: Map<string, number | undefined> }) {
  return (
    <Table>
      <caption>Where each form&apos;s responses go, one row per webhook</caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Form</Table.Th>
          <Table.Th>Responses</Table.Th>
          <Table.Th>Webhook</Table.Th>
          <Table.Th>Service</Table.Th>
          <Table.Th>Status</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {flow.links.map((link) => (
          <Table.Tr key={link.row.webhook.id}>
            <Table.Td>{link.form.name}</Table.Td>
            <Table.Td>{counts.get(link.form.id) ?? 'unknown'}</Table.Td>
            <Table.Td>{link.row.webhook.name}</Table.Td>
            <Table.Td>{serviceLabel(link.service)}</Table.Td>
            <Table.Td>{link.row.webhook.enabled ? 'Enabled' : 'Disabled'}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone: the services, each with the webhooks that send to it. */
function FlowList({ flow }: { flow: Flow }) {
  return (
    <Stack gap="md">
      {flow.services.map((service) => (
        <Paper key={service.key} withBorder p="sm" radius="md">
          <Title order={2} size="h6" style={{ overflowWrap: 'anywhere' }}>
            {serviceLabel(service)}
          </Title>
          <List size="sm" mt={4} spacing={4}>
            {flow.links
              .filter((link) => link.service.key === service.key)
              .map((link) => (
                <List.Item key={link.row.webhook.id} style={{ overflowWrap: 'anywhere' }}>
                  {link.form.name} → <b>{link.row.webhook.name}</b>
                  <Findings row={link.row} />
                </List.Item>
              ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}

function Details({
  row,
  pinned,
  onVerify,
  onDelete,
}: { row: WebhookRow; pinned: boolean } & Pick<Props, 'onVerify' | 'onDelete'>) {
  const { webhook } = row;
  const alarms = row.findings.filter((finding) => finding.kind !== 'disabled');
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600}>
          <bdi>{webhook.name}</bdi>
        </Text>
        <Status webhook={webhook} />
      </Group>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {row.formGone ? 'A deleted form' : (row.formName ?? webhook.form_id)} → {webhook.subscriber}{' '}
        at {row.host}
      </Text>
      {alarms.map((finding) => (
        <Text key={finding.kind} size="sm" c={needsAttention([finding]) ? undefined : 'dimmed'}>
          ⚠ {finding.reason}
        </Text>
      ))}
      {pinned && (
        <Group gap="xs" mt="xs">
          <Button size="xs" variant="light" onClick={() => onVerify(webhook)}>
            Verify a delivery
          </Button>
          <Button size="xs" variant="light" color="red" onClick={() => onDelete(webhook)}>
            Delete webhook
          </Button>
        </Group>
      )}
    </Paper>
  );
}

/** "Where responses go": forms on the left, the services that receive them on the right. */
export function WebhooksFlow({ rows, onVerify, onDelete }: Props) {
  const small = useSmallScreen();
  const counts = useResponseCounts(rows);
  const flow = useMemo(() => buildFlow(rows, (id) => counts.get(id)), [rows, counts]);
  const [active, setActive] = useState<string | null>(null);
  const [opened, setOpened] = useState<string | null>(null);
  const shownId = active ?? opened;
  const shown = rows.find((row) => row.webhook.id === shownId);
  const details = useRef<HTMLDivElement>(null);
  // Below a tall picture the opened panel would be out of sight: its buttons are what was asked for.
  useEffect(() => {
    if (opened) details.current?.scrollIntoView({ block: 'nearest' });
  }, [opened]);

  if (rows.length === 0) {
    return (
      <Text c="dimmed" p="md">
        No webhook matches: there is nothing to draw.
      </Text>
    );
  }
  if (small) return <FlowList flow={flow} />;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Each band is one webhook, as thick as its form&apos;s share of responses. Orange needs
        attention; dashed is disabled. Point at or tab to a band for its webhook; click or press
        Enter to open it.
      </Text>
      <FlowChart
        flow={flow}
        active={active}
        onActive={setActive}
        onOpen={(id) => setOpened(id === opened ? null : id)}
      />
      <div ref={details} style={{ scrollMarginBottom: 16 }}>
        {shown ? (
          <Details
            row={shown}
            pinned={shown.webhook.id === opened}
            onVerify={onVerify}
            onDelete={onDelete}
          />
        ) : null}
      </div>
      <VisuallyHidden>
        <FlowTable flow={flow} counts={counts} />
      </VisuallyHidden>
    </Stack>
  );
}
