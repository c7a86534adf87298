import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { webhookQueries } from '@/api/webhooks';
import { EmptyState } from '@/components/empty-state';
import { LIST_PAGE_SIZES, ListPage } from '@/components/list-page';
import { useIdSet } from '@/lib/use-id-set';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { formFilterOptions, useFormIndex } from './use-form-index';
import { useDeleteWebhookAction } from './use-delete-webhook-action';
import { WebhooksTable } from './webhooks-table';

export function WebhooksPage() {
  const list = useListSearchParams<string>({
    filterName: 'form_id',
    defaultFilter: '',
    pageSizes: LIST_PAGE_SIZES,
    defaultLimit: 50,
  });
  const { filter: formId, page, limit, update } = list;
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
    <ListPage
      title="Webhooks"
      description="Registrations that send your forms' events to other services."
      filter={
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
      }
      itemLabel="webhooks"
      query={query}
      items={query.data?.webhooks}
      list={list}
      empty={
        <EmptyState title={formId ? 'No webhooks for this form' : 'No webhooks yet'}>
          {formId
            ? 'Choose another form, or show all forms.'
            : 'Webhooks registered with the API appear here.'}
        </EmptyState>
      }
    >
      <WebhooksTable
        webhooks={query.data?.webhooks}
        forms={forms}
        revealed={revealed}
        onToggleReveal={toggleReveal}
        onDelete={onDelete}
        stale={query.isPlaceholderData}
      />
    </ListPage>
  );
}
