import { Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookQueries } from '@/api/webhooks';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PaginationBar } from '@/components/pagination-bar';
import { useIdSet } from '@/lib/use-id-set';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { PastLastPage } from '@/components/past-last-page';
import { formFilterOptions, useFormIndex } from './use-form-index';
import { useDeleteWebhookAction } from './use-delete-webhook-action';
import { WebhooksTable } from './webhooks-table';

const PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;

export function WebhooksPage() {
  const {
    filter: formId,
    page,
    limit,
    update,
  } = useListSearchParams<string>({
    filterName: 'form_id',
    defaultFilter: '',
    pageSizes: PAGE_SIZES,
    defaultLimit: 50,
  });
  const query = useQuery({
    ...webhookQueries.list({ formId: formId || undefined, page, limit }),
    placeholderData: keepPreviousData,
  });
  const { index: forms } = useFormIndex();
  // Revealed secrets live in this page's state only: leaving the page hides them again.
  const { ids: revealed, toggle: toggleReveal } = useIdSet();
  const onDelete = useDeleteWebhookAction({
    rowsOnPage: query.data?.webhooks.length ?? 0,
    page,
    goToPage: (next) => update({ page: next }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Webhooks</Title>
          <Text c="dimmed" size="sm">
            Registrations that send your forms' events to other services.
          </Text>
        </div>
        <Select
          label="Form"
          placeholder="All forms"
          searchable
          clearable
          // Mantine hides its clear button from keyboards and screen readers; this one is reachable.
          clearButtonProps={{ 'aria-label': 'Show all forms', 'aria-hidden': false, tabIndex: 0 }}
          data={formFilterOptions(forms, formId)}
          value={formId || null}
          onChange={(value) => update({ filter: value ?? '' })}
          nothingFoundMessage="No form matches"
          w={280}
        />
      </Group>
      {query.isError && !query.data ? (
        <ErrorState
          error={query.error}
          title="Could not load webhooks"
          onRetry={() => query.refetch()}
        />
      ) : query.data?.webhooks.length === 0 && query.data.total > 0 ? (
        <Paper withBorder radius="md">
          <PastLastPage
            itemLabel="webhooks"
            lastPage={Math.ceil(query.data.total / limit)}
            onGoTo={(next) => update({ page: next })}
          />
        </Paper>
      ) : query.data?.webhooks.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState title={formId ? 'No webhooks for this form' : 'No webhooks yet'}>
            {formId
              ? 'Choose another form, or show all forms.'
              : 'Webhooks registered with the API appear here.'}
          </EmptyState>
        </Paper>
      ) : (
        <Paper withBorder radius="md">
          <WebhooksTable
            webhooks={query.data?.webhooks}
            forms={forms}
            revealed={revealed}
            onToggleReveal={toggleReveal}
            onDelete={onDelete}
            stale={query.isPlaceholderData}
          />
        </Paper>
      )}
      {query.data && (
        <PaginationBar
          list={{ page, limit, update }}
          total={query.data.total}
          pageSizes={PAGE_SIZES}
          itemLabel="webhooks"
        />
      )}
    </Stack>
  );
}
