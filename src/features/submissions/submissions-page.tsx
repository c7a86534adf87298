import { Group, Paper, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useRouteIds, submissionsPath } from '@/lib/id-route';
import { isApiError } from '@/api/api-error';
import { useFormLookup } from '@/api/form-lookup';
import type { Submission } from '@/api/schemas';
import { ErrorState } from '@/components/error-state';
import { NotFoundPage } from '@/components/not-found-page';
import { PAGINATION_ID, PaginationBar } from '@/components/pagination-bar';
import { SkipLink } from '@/components/skip-link';
import { useSmallScreen } from '@/components/use-small-screen';
import { leaveEmptiedPage } from '@/lib/page-after-removal';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { Filter } from '@/response-set/filters';
import type { SortSpec } from '@/response-set/sort';
import { responseSetActions } from '@/response-set/use-response-set';
import { visibleQuestions } from './columns/column-prefs';
import { useColumnPrefs } from './columns/use-column-prefs';
import { EmptyResults } from './view/empty-results';
import { FilterTabs } from './view/tabs/filter-tabs';
import { PartialPermissionNotice } from './view/partial-permission-notice';
import { SearchAndFilters } from './view/search-and-filters';
import { nextSort } from './table/head/sort-header';
import { FormHeading } from './form-heading';
import { SubmissionsResults } from './table/submissions-results';
import { SelectionBar } from './table/actions/selection-bar';
import { TableActions } from './table/actions/table-actions';
import { useDeleteSubmissionActions } from './use-delete-submission-actions';
import { SUBMISSION_PAGE_SIZES } from './view/use-submission-list-params';
import { useSubmissionsList } from './use-submissions-list';

export function SubmissionsPage() {
  const { formId } = useRouteIds();
  const { search } = useLocation();
  const list = useSubmissionsList(formId);
  const { params, view, setView, query, data, set, local, rows, forbidden } = list;
  const { selection, selectedRows } = list;
  const { page, update } = params;
  const [showDeleted, setShowDeleted] = useState(true);
  const { form } = useFormLookup(formId);
  const columns = useColumnPrefs(formId);
  const small = useSmallScreen();
  const deleteSubmissions = useDeleteSubmissionActions({
    formId,
    // What is being deleted leaves the selection at once: a second Delete never sends it again.
    onStart: (ids) => selection.remove(ids),
    // Deleted here: gone from the response set at once, whatever the rest of the run does.
    onDeleted: (ids) => responseSetActions.remove(formId, ids),
    onDone: (ids) =>
      leaveEmptiedPage(
        { page, rowsOnPage: rows?.length ?? 0, goToPage: (next) => update({ page: next }) },
        ids.length,
      ),
  });

  // Stable across renders, so the memoized rows are not all redrawn when one row changes.
  const deleteRow = useCallbackRef((submission: Submission) => deleteSubmissions([submission]));
  const allQuestions = useMemo(
    () => list.questions.filter((question) => showDeleted || !question.is_deleted),
    [list.questions, showDeleted],
  );
  const questions = useMemo(
    () => visibleQuestions(allQuestions, columns.prefs),
    [allQuestions, columns.prefs],
  );
  const deletedCount = list.questions.filter((question) => question.is_deleted).length;
  const onSort = useCallbackRef((column: Parameters<typeof nextSort>[1]) =>
    setView({ sort: nextSort(view.sort, column) }),
  );
  // Stable, so that the memoized controls (filter bar, tabs, search, pager) are not redrawn by
  // a view change that leaves them as they were.
  const onSortSpec = useCallbackRef((sort: SortSpec | null) => setView({ sort }));
  const onFilters = useCallbackRef((filters: Filter[]) => setView({ filters }));
  const onTab = useCallbackRef((tab: SubmissionFilter) => setView({ tab }));
  const onSearch = useCallbackRef((text: string, options: { replace: boolean }) =>
    setView({ search: text }, options),
  );
  const updateList = useCallbackRef(update);
  const pageLimit = list.pageLimit;
  const pager = useMemo(
    () => ({ page, limit: pageLimit, update: updateList }),
    [page, pageLimit, updateList],
  );

  if (isApiError(query.error) && query.error.isNotFound) {
    return (
      <NotFoundPage title="Form not found" message="This form does not exist or was deleted." />
    );
  }

  const pageIds = rows?.map((item) => item.id) ?? [];
  const matchingCount = list.matching?.length ?? 0;
  const allOnPageSelected = pageIds.length > 0 && pageIds.every((id) => selection.ids.has(id));

  const tableActions = (
    <TableActions
      form={{ id: formId, name: form?.name ?? formId }}
      filter={view.tab}
      formQuestions={list.questions}
      columnQuestions={allQuestions}
      selected={selectedRows}
      columns={{ prefs: columns.prefs, onChange: columns.setPrefs, onReset: columns.reset }}
      deleted={{ count: deletedCount, shown: showDeleted, onChange: setShowDeleted }}
      canExport={(Boolean(data) || local) && !forbidden}
      total={query.isPlaceholderData ? undefined : data?.total}
      exportView={
        local && set && list.matching
          ? {
              rows: list.matching,
              columns: questions,
              questions: list.questions,
              view,
              complete: set.complete,
              tabRows: list.tabRows,
            }
          : undefined
      }
    />
  );

  return (
    // Compact: the heading with the tabs, one bar of controls, then the table fills the rest.
    <Stack gap="xs">
      <FormHeading formId={formId}>
        <FilterTabs value={view.tab} totals={list.totals} onChange={onTab} />
      </FormHeading>
      <Group gap="xs" wrap="wrap" align="center">
        {set && !forbidden && (
          <SearchAndFilters
            set={set}
            view={view}
            local={local}
            matching={list.matching}
            tabRows={list.tabRows}
            questions={list.questions}
            // SearchBox says whether a commit starts a search (a history entry) or refines it.
            onSearch={onSearch}
            onFilters={onFilters}
            columns={questions}
            onSort={onSortSpec}
            actions={tableActions}
          />
        )}
        {/* On a phone the sheet holds them, once there is a sheet. */}
        {!(small && set && !forbidden) && (
          <Group gap="xs" ml={set && !forbidden ? undefined : 'auto'}>
            {tableActions}
          </Group>
        )}
      </Group>
      {selectedRows.length > 0 && (
        <SelectionBar
          count={selectedRows.length}
          selectAll={
            local && allOnPageSelected && matchingCount > selectedRows.length
              ? {
                  count: matchingCount,
                  onSelect: () =>
                    selection.setAll(list.matching?.map((item) => item.id) ?? [], true),
                }
              : undefined
          }
          onDelete={() => deleteSubmissions(selectedRows)}
        />
      )}
      {list.total !== undefined && !forbidden && (
        <SkipLink targetId={PAGINATION_ID}>Skip to pagination</SkipLink>
      )}
      {forbidden ? (
        <PartialPermissionNotice onShowCompleted={() => setView({ tab: 'completed' })} />
      ) : query.isError && !data && !local ? (
        <ErrorState
          error={query.error}
          title="Could not load submissions"
          onRetry={() => query.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          <SubmissionsResults
            questions={questions}
            submissions={rows}
            selected={selection.ids}
            onToggle={selection.toggle}
            onToggleAll={(checked) => selection.setAll(pageIds, checked)}
            onDelete={deleteRow}
            // Absolute, and no id (e.g. "..") can be read as a relative path: see idSegment.
            hrefFor={(submission) => `${submissionsPath(formId, submission.id)}${search}`}
            stale={list.stale}
            sorting={{ sort: view.sort, onSort: set ? onSort : undefined }}
            search={view.search}
            empty={
              <EmptyResults
                view={view}
                formTotal={list.totals.all}
                onClearSearch={() => setView({ search: '' })}
                onClearFilters={() => setView({ filters: [] })}
                onTab={onTab}
              />
            }
          />
        </Paper>
      )}
      {list.total !== undefined && !forbidden && (
        <PaginationBar
          list={pager}
          total={list.total}
          pageSizes={SUBMISSION_PAGE_SIZES}
          itemLabel="submissions"
        />
      )}
    </Stack>
  );
}
