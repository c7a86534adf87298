import { Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { formQueries } from '@/api/forms';
import { FORM_STATUS_FILTERS, type FormStatusFilter } from '@/api/schemas';
import { ErrorState } from '@/components/error-state';
import { PaginationBar } from '@/components/pagination-bar';
import { useListSearchParams } from '@/lib/use-list-search-params';
import { FormsTable } from './forms-table';
import { PastLastPage } from '@/components/past-last-page';
import { useDeleteFormAction } from './use-delete-form-action';

const PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;
const FILTER_LABELS: Record<FormStatusFilter, string> = {
  all: 'All',
  published: 'Published',
  draft: 'Draft',
};

export function FormsPage() {
  const { filter, page, limit, update } = useListSearchParams({
    filterName: 'status',
    filters: FORM_STATUS_FILTERS,
    defaultFilter: 'all',
    pageSizes: PAGE_SIZES,
    defaultLimit: 50,
  });
  const query = useQuery({
    ...formQueries.list({ status: filter, page, limit }),
    placeholderData: keepPreviousData,
  });
  const onDelete = useDeleteFormAction({
    rowsOnPage: query.data?.forms.length ?? 0,
    page,
    goToPage: (next) => update({ page: next }),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Forms</Title>
          <Text c="dimmed" size="sm">
            Open a form to read its submissions.
          </Text>
        </div>
        <SegmentedControl
          aria-label="Form status"
          value={filter}
          onChange={(value) => update({ filter: value as FormStatusFilter })}
          data={FORM_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
        />
      </Group>
      {query.isError && !query.data ? (
        <ErrorState
          error={query.error}
          title="Could not load forms"
          onRetry={() => query.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          {query.data && query.data.forms.length === 0 && query.data.total > 0 ? (
            <PastLastPage
              itemLabel="forms"
              lastPage={Math.ceil(query.data.total / limit)}
              onGoTo={(next) => update({ page: next })}
            />
          ) : (
            <FormsTable
              forms={query.data?.forms}
              filter={filter}
              stale={query.isPlaceholderData}
              onDelete={onDelete}
            />
          )}
        </Paper>
      )}
      {query.data && (
        <PaginationBar
          list={{ page, limit, update }}
          total={query.data.total}
          pageSizes={PAGE_SIZES}
          itemLabel="forms"
        />
      )}
    </Stack>
  );
}
