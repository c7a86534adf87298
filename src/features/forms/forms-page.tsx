import { Alert, Button, Group, SegmentedControl, Text, TextInput } from '@mantine/core';
import { IconRefresh, IconSearch } from '@tabler/icons-react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formQueries } from '@/api/forms';
import { EmptyState } from '@/components/empty-state';
import { LIST_PAGE_SIZES, ListPage } from '@/components/list-page';
import {
  DEFAULT_FORM_STATUS_FILTER,
  FORM_STATUS_FILTERS,
  type FormStatusFilter,
} from '@/contract/list-queries';
import { listUrlState, useListParams } from '@/lib/list-url-state';
import { useTypedText } from '@/lib/use-typed-text';
import { FormsTable } from './table/forms-table';
import { formsNamed, sortForms } from './forms-view';
import { useFormStats } from './table/use-form-stats';
import { useFormsViewParams } from './use-forms-view-params';
import { useDeleteFormAction } from './delete/use-delete-form-action';

const FILTER_LABELS: Record<FormStatusFilter, string> = {
  all: 'All',
  published: 'Published',
  draft: 'Draft',
};

const FORMS_LIST = listUrlState({
  filterName: 'status',
  filters: FORM_STATUS_FILTERS,
  defaultFilter: DEFAULT_FORM_STATUS_FILTER,
  pageSizes: LIST_PAGE_SIZES,
  defaultLimit: 50,
});

export function FormsPage() {
  const list = useListParams(FORMS_LIST);
  const { filter, page, limit, update } = list;
  const query = useQuery({
    ...formQueries.list({ status: filter, page, limit }),
    placeholderData: keepPreviousData,
  });
  const { search, sort, setSearch, toggleSort } = useFormsViewParams();
  // A search covers every form of the account, not the page on screen (the API has no search).
  const searching = search.trim() !== '';
  const every = useQuery({ ...formQueries.account(), enabled: searching });
  const everyWithStatus = useMemo(
    () => every.data?.filter((form) => filter === 'all' || form.status === filter),
    [every.data, filter],
  );
  const forms = searching ? everyWithStatus : query.data?.forms;
  const queryClient = useQueryClient();
  // Forms added or changed elsewhere, and their counts, without signing out.
  const refresh = () =>
    void queryClient.invalidateQueries({
      predicate: ({ queryKey }) => queryKey[0] === 'forms' || queryKey.at(-1) === 'stats',
    });
  const found = useMemo(() => forms && formsNamed(forms, search), [forms, search]);
  // The matches of a search are shown a page at most: their counts are read one by one.
  const listed = useMemo(
    () => (searching ? found?.slice(0, limit) : found),
    [searching, found, limit],
  );
  const formIds = useMemo(() => listed?.map((form) => form.id) ?? [], [listed]);
  // The page redraws for each count that lands only while the list is sorted by the counts.
  const sortsByStats = sort?.column === 'responses' || sort?.column === 'latest';
  const statsOf = useFormStats(formIds, sortsByStats);
  const shown = useMemo(() => listed && sortForms(listed, sort, statsOf), [listed, sort, statsOf]);
  const everyQuery = {
    data: everyWithStatus && { total: everyWithStatus.length },
    isError: every.isError,
    error: every.error,
    refetch: every.refetch,
  };
  const searchFooter = searching && found && everyWithStatus && (
    <Text size="sm" aria-live="polite">
      {found.length.toLocaleString()} of {everyWithStatus.length.toLocaleString()} forms match
      {found.length > limit
        ? `; the first ${limit} are shown, narrow the search to see others`
        : ''}
    </Text>
  );
  const onDelete = useDeleteFormAction({
    rowsOnPage: query.data?.forms.length ?? 0,
    page,
    goToPage: (next) => update({ page: next }),
  });

  return (
    <ListPage
      title="Forms"
      description="Open a form to read its submissions. The Responses column counts completed submissions."
      filter={
        <Group gap="sm">
          <FormsSearch value={search} onChange={setSearch} />
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={query.isFetching && !query.isPending}
            onClick={refresh}
          >
            Refresh
          </Button>
          <SegmentedControl
            aria-label="Form status"
            value={filter}
            onChange={(value) => update({ filter: value as FormStatusFilter })}
            data={FORM_STATUS_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          />
        </Group>
      }
      itemLabel="forms"
      query={searching ? everyQuery : query}
      items={searching ? everyWithStatus : query.data?.forms}
      list={list}
      footer={searching ? (searchFooter ?? null) : undefined}
      empty={
        <EmptyState title={filter === 'all' ? 'No forms yet' : `No ${filter} forms`}>
          {filter === 'all'
            ? 'Forms created in the Form Collection Service appear here.'
            : 'Try another status filter.'}
        </EmptyState>
      }
    >
      {query.data && query.data.droppedBeyondLimit > 0 && (
        <Alert color="yellow" title="The API sent more forms than asked for">
          It sent {query.data.droppedBeyondLimit.toLocaleString()} forms beyond the {limit} of this
          page; they are not shown.
        </Alert>
      )}
      <FormsTable
        forms={shown}
        stale={!searching && query.isPlaceholderData}
        sort={sort}
        onSort={toggleSort}
        noMatch={shown?.length === 0 ? search.trim() : null}
        onDelete={onDelete}
      />
    </ListPage>
  );
}

type SearchProps = {
  value: string;
  onChange: (value: string, options: { replace: boolean }) => void;
};

/** The search over the forms' names: what is typed shows at once, the URL follows. */
function FormsSearch({ value, onChange }: SearchProps) {
  const { text, setText, send, startSearch } = useTypedText(value, onChange);
  return (
    <TextInput
      type="search"
      aria-label="Search forms by name"
      placeholder="Search by name"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onFocus={startSearch}
      onChange={(event) => {
        setText(event.currentTarget.value);
        send(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 220 }}
    />
  );
}
