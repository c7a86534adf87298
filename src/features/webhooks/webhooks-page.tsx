import {
  Alert,
  Button,
  Group,
  Paper,
  Select,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Webhook } from '@/api/schemas';
import { webhookQueries } from '@/api/webhooks';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { useIdSet } from '@/lib/use-id-set';
import { type UrlState, useUrlState } from '@/lib/use-url-state';
import { AttentionFilter } from './attention/attention-filter';
import { formFilterOptions, useFormIndex } from './use-form-index';
import { useDeleteWebhookAction } from './use-delete-webhook-action';
import { VerifyDelivery } from './signing/verify-delivery';
import type { FindingKind } from './attention/webhook-checks';
import { needsAttention } from './attention/webhook-checks';
import {
  buildRows,
  countKinds,
  filterRows,
  type GroupBy,
  groupRows,
  type Sort,
  type SortKey,
  sortRows,
} from './table/webhook-rows';
import { WebhooksFlow } from './flow/webhooks-flow';
import { WebhooksTable } from './table/webhooks-table';

const GROUPS: { value: GroupBy; label: string }[] = [
  { value: 'none', label: 'No grouping' },
  { value: 'form', label: 'Form' },
  { value: 'service', label: 'Service' },
  { value: 'host', label: 'Target host' },
];

/** Unsorted → ascending → descending → unsorted, as the other tables do. */
function nextSort(sort: Sort, key: SortKey): Sort {
  if (sort?.key !== key) return { key, direction: 'asc' };
  return sort.direction === 'asc' ? { key, direction: 'desc' } : null;
}

/** The chosen form stays in the URL (`?form_id=`): a form's page links here with it. */
const FORM_IN_URL: UrlState<string, string> = {
  names: ['form_id'],
  read: (params) => params.get('form_id') ?? '',
  write: (params, formId) => {
    if (formId) params.set('form_id', formId);
    else params.delete('form_id');
    return params;
  },
};

export function WebhooksPage() {
  const [formId, setFormId] = useUrlState(FORM_IN_URL);
  const query = useQuery(webhookQueries.account());
  const { index: forms } = useFormIndex();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<FindingKind | ''>('');
  const [groupBy, setGroupBy] = useState<GroupBy>('none');
  const [sort, setSort] = useState<Sort>(null);
  const [verifying, setVerifying] = useState<Webhook | null>(null);
  // Revealed secrets live in this page's state only: leaving the page hides them again.
  const { ids: revealed, toggle: toggleReveal } = useIdSet();
  const selection = useIdSet();
  const deleteWebhooks = useDeleteWebhookAction(selection.clear);

  const all = useMemo(
    () => (query.data ? buildRows(query.data, forms) : undefined),
    [query.data, forms],
  );
  const inForm = useMemo(
    () => all && filterRows(all, { formId, search: '', kind: '' }),
    [all, formId],
  );
  const rows = useMemo(
    () => inForm && sortRows(filterRows(inForm, { formId: '', search, kind }), sort),
    [inForm, search, kind, sort],
  );
  const counts = useMemo(() => countKinds(inForm ?? []), [inForm]);
  // A filter no row has any more (its last webhooks deleted, another form chosen) has no chip
  // left to show it or clear it: it goes off, rather than hiding every row unseen.
  if (kind && inForm && !counts.get(kind)) setKind('');
  const attention = inForm?.filter((row) => needsAttention(row.findings)).length ?? 0;
  const selected = (all ?? []).filter((row) => selection.ids.has(row.webhook.id));
  const shownIds = (rows ?? []).map((row) => row.webhook.id);
  const allShownSelected = shownIds.length > 0 && shownIds.every((id) => selection.ids.has(id));

  const body = () => {
    if (query.isError && !query.data) {
      return (
        <ErrorState
          error={query.error}
          title="Could not load webhooks"
          onRetry={() => query.refetch()}
        />
      );
    }
    if (inForm?.length === 0) {
      return (
        <Paper withBorder radius="md">
          <EmptyState title={formId ? 'No webhooks for this form' : 'No webhooks yet'}>
            {formId
              ? 'Choose another form, or show all forms.'
              : 'Webhooks are registered in the form service; once they are, they appear here.'}
          </EmptyState>
        </Paper>
      );
    }
    return (
      <Tabs defaultValue="table" keepMounted={false} miw={0}>
        <Tabs.List>
          <Tabs.Tab value="table">Table</Tabs.Tab>
          <Tabs.Tab value="flow">Where responses go</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="table" pt="sm">
          <Stack gap="sm">
            <Group gap="xs" wrap="wrap">
              <Button
                size="xs"
                variant="default"
                disabled={shownIds.length === 0}
                onClick={() => selection.setAll(shownIds, !allShownSelected)}
              >
                {allShownSelected ? 'Clear selection' : `Select the ${shownIds.length} shown`}
              </Button>
              {selected.length > 0 && (
                <>
                  <Text size="sm" role="status">
                    {selected.length} selected
                  </Text>
                  <Button
                    size="xs"
                    color="red"
                    onClick={() => deleteWebhooks(selected.map((r) => r.webhook))}
                  >
                    Delete selected
                  </Button>
                </>
              )}
            </Group>
            <Paper withBorder radius="md">
              {rows?.length === 0 ? (
                <EmptyState title="No webhook matches">
                  Clear the search or the attention filter to see every webhook.
                </EmptyState>
              ) : (
                <WebhooksTable
                  groups={rows && groupRows(rows, groupBy)}
                  showForm={!formId}
                  sort={sort}
                  onSort={(key) => setSort(nextSort(sort, key))}
                  selected={selection.ids}
                  onToggleSelected={selection.toggle}
                  revealed={revealed}
                  onToggleReveal={toggleReveal}
                  onVerify={setVerifying}
                  onDelete={(webhook) => deleteWebhooks([webhook])}
                />
              )}
            </Paper>
            {rows && inForm && (
              <Text size="sm" c="dimmed">
                {rows.length === inForm.length
                  ? `${rows.length} ${rows.length === 1 ? 'webhook' : 'webhooks'}`
                  : `${rows.length} of ${inForm.length} webhooks`}
              </Text>
            )}
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="flow" pt="sm">
          <WebhooksFlow
            rows={rows ?? []}
            onVerify={setVerifying}
            onDelete={(webhook) => deleteWebhooks([webhook])}
          />
        </Tabs.Panel>
      </Tabs>
    );
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Webhooks</Title>
        <Text c="dimmed" size="sm">
          Where your forms&apos; responses are sent, and what needs attention.
        </Text>
      </div>
      <Alert variant="light" color="blue" icon={<IconInfoCircle />} p="xs" role="note">
        Webhooks are created and changed in the form service. Formdeck shows them, checks them and
        removes them.
      </Alert>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Form"
          placeholder="All forms"
          searchable
          clearable
          // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
          clearButtonProps={{ 'aria-label': 'Show all forms', 'aria-hidden': false, tabIndex: 0 }}
          data={formFilterOptions(forms, formId)}
          value={formId || null}
          onChange={(value) => {
            setFormId(value ?? '');
            selection.clear();
          }}
          nothingFoundMessage="No form matches"
          w={{ base: '100%', xs: 260 }}
        />
        <TextInput
          label="Search"
          placeholder="Name, URL or service"
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 240 }}
        />
        <Select
          label="Group by"
          data={GROUPS}
          value={groupBy}
          allowDeselect={false}
          onChange={(value) => setGroupBy((value as GroupBy | null) ?? 'none')}
          w={{ base: '100%', xs: 160 }}
        />
      </Group>
      {inForm && inForm.length > 0 && (
        <AttentionFilter attention={attention} counts={counts} kind={kind} onKind={setKind} />
      )}
      {body()}
      {verifying && <VerifyDelivery webhook={verifying} onClose={() => setVerifying(null)} />}
    </Stack>
  );
}
