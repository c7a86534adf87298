import { Paper, Stack } from '@mantine/core';
import { useCallbackRef } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useFormLookup } from '@/api/form-lookup';
import type { Submission } from '@/api/schemas';
import { ErrorState } from '@/components/error-state';
import { NotFoundPage } from '@/components/not-found-page';
import { PaginationBar } from '@/components/pagination-bar';
import { visibleQuestions } from './columns/column-prefs';
import { useColumnPrefs } from './columns/use-column-prefs';
import { FilterTabs } from './filter-tabs';
import { PartialPermissionNotice } from './partial-permission-notice';
import { SubmissionsHeader } from './submissions-header';
import { SubmissionsTable } from './submissions-table';
import { SubmissionsToolbar } from './submissions-toolbar';
import { useDeleteSubmissionActions } from './use-delete-submission-actions';
import { SUBMISSION_PAGE_SIZES } from './use-submission-list-params';
import { useSubmissionsList } from './use-submissions-list';
import { leaveEmptiedPage } from '@/lib/page-after-removal';

export function SubmissionsPage() {
  const { formId = '' } = useParams();
  const { search } = useLocation();
  const { params, query, data, forbidden, totals, selection, selectedRows } =
    useSubmissionsList(formId);
  const { filter, page, limit, update } = params;
  const [showDeleted, setShowDeleted] = useState(true);
  const { form } = useFormLookup(formId);
  const columns = useColumnPrefs(formId);
  const deleteSubmissions = useDeleteSubmissionActions({
    formId,
    onDone: (ids) =>
      leaveEmptiedPage(
        {
          page,
          rowsOnPage: data?.submissions.length ?? 0,
          goToPage: (next) => update({ page: next }),
        },
        ids.length,
      ),
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
