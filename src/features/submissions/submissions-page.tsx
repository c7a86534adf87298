import { Paper, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useFormLookup } from '@/api/form-lookup';
import type { Submission } from '@/api/schemas';
import { submissionQueries } from '@/api/submissions';
import { ErrorState } from '@/components/error-state';
import { NotFoundPage } from '@/components/not-found-page';
import { PaginationBar } from '@/components/pagination-bar';
import { visibleQuestions } from './columns/column-prefs';
import { useColumnPrefs } from './columns/use-column-prefs';
import { useIdSet } from '@/lib/use-id-set';
import { FilterTabs } from './filter-tabs';
import { PartialPermissionNotice } from './partial-permission-notice';
import { SubmissionsHeader } from './submissions-header';
import { SubmissionsTable } from './submissions-table';
import { SubmissionsToolbar } from './submissions-toolbar';
import { useDeleteSubmissionActions } from './use-delete-submission-actions';
import { useFilterTotals } from './use-filter-totals';
import { SUBMISSION_PAGE_SIZES, useSubmissionListParams } from './use-submission-list-params';
import { pageAfterRemoval } from '@/lib/page-after-removal';

export function SubmissionsPage() {
  const { formId = '' } = useParams();
  const { search } = useLocation();
  const { filter, page, limit, update } = useSubmissionListParams();
  const [showDeleted, setShowDeleted] = useState(true);
  const queryClient = useQueryClient();
  const { form } = useFormLookup(formId);
  const columns = useColumnPrefs(formId);
  const query = useQuery({
    ...submissionQueries.list(formId, { filter, page, limit }),
    // Keep the previous page on screen while the next loads, but never another form's rows.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === formId ? keepPreviousData(previous) : undefined,
  });
  const data = query.data;
  const forbidden = isApiError(query.error) && query.error.isForbidden;
  const totals = useFilterTotals(
    formId,
    filter,
    forbidden ? 'forbidden' : query.isPlaceholderData ? undefined : data?.total,
  );
  const selection = useIdSet();
  const { clear } = selection;
  const rowsKey = data?.submissions.map((item) => item.id).join();
  useEffect(clear, [clear, rowsKey]);

  useEffect(() => {
    if (data?.has_next && !query.isPlaceholderData) {
      void queryClient.prefetchQuery(
        submissionQueries.list(formId, { filter, limit, page: page + 1 }),
      );
    }
  }, [data?.has_next, query.isPlaceholderData, queryClient, formId, filter, page, limit]);

  const deleteSubmissions = useDeleteSubmissionActions({
    formId,
    onDeleted: (ids) => {
      const next = pageAfterRemoval(page, data?.submissions.length ?? 0, ids.length);
      if (next !== page) update({ page: next });
    },
  });

  // Stable across renders, so the memoized rows are not all redrawn when one row changes.
  const deleteRow = useCallbackRef((submission: Submission) => deleteSubmissions([submission]));
  const allQuestions = useMemo(
    () => (data?.questions ?? []).filter((question) => showDeleted || !question.is_deleted),
    [data?.questions, showDeleted],
  );
  const questions = useMemo(
    () => visibleQuestions(allQuestions, columns.prefs),
    [allQuestions, columns.prefs],
  );
  const deletedCount = data?.questions.filter((question) => question.is_deleted).length ?? 0;
  const selectedRows = data?.submissions.filter((item) => selection.ids.has(item.id)) ?? [];

  if (isApiError(query.error) && query.error.isNotFound) {
    return (
      <NotFoundPage title="Form not found" message="This form does not exist or was deleted." />
    );
  }

  return (
    <Stack gap="md">
      <SubmissionsHeader formId={formId} />
      <FilterTabs value={filter} totals={totals} onChange={(next) => update({ filter: next })} />
      <SubmissionsToolbar
        form={{ id: formId, name: form?.name ?? formId }}
        filter={filter}
        formQuestions={data?.questions ?? []}
        columnQuestions={allQuestions}
        selected={selectedRows}
        onDeleteSelected={() => deleteSubmissions(selectedRows)}
        columns={{ prefs: columns.prefs, onChange: columns.setPrefs, onReset: columns.reset }}
        deleted={{ count: deletedCount, shown: showDeleted, onChange: setShowDeleted }}
        canExport={Boolean(data) && !forbidden}
        total={query.isPlaceholderData ? undefined : data?.total}
      />
      {forbidden ? (
        <PartialPermissionNotice onShowCompleted={() => update({ filter: 'completed' })} />
      ) : query.isError && !data ? (
        <ErrorState
          error={query.error}
          title="Could not load submissions"
          onRetry={() => query.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          <SubmissionsTable
            questions={questions}
            submissions={data?.submissions}
            selected={selection.ids}
            onToggle={selection.toggle}
            onToggleAll={(checked) =>
              selection.setAll(data?.submissions.map((item) => item.id) ?? [], checked)
            }
            onDelete={deleteRow}
            // Absolute, so that no submission id can be read as a relative path (e.g. "..").
            hrefFor={(submission) =>
              `/forms/${encodeURIComponent(formId)}/submissions/${encodeURIComponent(submission.id)}${search}`
            }
            stale={query.isPlaceholderData}
          />
        </Paper>
      )}
      {data && !forbidden && (
        <PaginationBar
          list={{ page, limit, update }}
          total={data.total}
          pageSizes={SUBMISSION_PAGE_SIZES}
          itemLabel="submissions"
        />
      )}
    </Stack>
  );
}
