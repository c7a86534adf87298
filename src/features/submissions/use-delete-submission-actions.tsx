import { List, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Submission } from '@/api/schemas';
import { BulkDeleteError, useDeleteSubmissions } from '@/api/submissions';
import { confirmDelete } from '@/components/confirm-delete';
import { formatDateTime } from '@/lib/format-date';

type Options = {
  formId: string;
  /** Called after a run that deleted something, with the ids that went. */
  onDeleted: (ids: string[]) => void;
  /** Called when the user confirmed, before the first DELETE. */
  onStart?: () => void;
  /** Called when a run stopped at a failure (after `onDeleted` for what did go). */
  onFailed?: () => void;
};

function describe(submissions: Submission[], ids: string[]) {
  return ids
    .map((id) => submissions.find((item) => item.id === id))
    .map((item, index) => (item ? formatDateTime(item.created_at) : (ids[index] ?? '')));
}

/** The delete logic of the submissions pages, apart from the buttons that start it. */
export function useDeleteSubmissionActions({ formId, onDeleted, onStart, onFailed }: Options) {
  const deleteSubmissions = useDeleteSubmissions(formId);

  return (submissions: Submission[]) => {
    const ids = submissions.map((item) => item.id);
    const single = submissions.length === 1 && submissions[0];
    return confirmDelete({
      title: single ? 'Delete this submission?' : `Delete ${submissions.length} submissions?`,
      confirmLabel: single ? 'Delete submission' : `Delete ${submissions.length} submissions`,
      message: single ? (
        <Text size="sm">
          The submission of {formatDateTime(single.created_at)} is deleted for good. This cannot be
          undone.
        </Text>
      ) : (
        <Text size="sm">
          {submissions.length} submissions are deleted for good, one after the other. This cannot be
          undone.
        </Text>
      ),
      onConfirm: async (reportProgress) => {
        onStart?.();
        try {
          await deleteSubmissions.mutateAsync({ ids, onProgress: reportProgress });
        } catch (error) {
          const stopped = error instanceof BulkDeleteError && ids.length > 1 ? error : null;
          if (stopped && stopped.deleted.length > 0) onDeleted(stopped.deleted);
          onFailed?.();
          if (!stopped) throw error;
          const deleted = stopped.deleted.length
            ? `Deleted: ${describe(submissions, stopped.deleted).join(', ')}. `
            : '';
          throw new Error(
            `${stopped.deleted.length} of ${ids.length} deleted, then the run stopped. ${deleted}` +
              `Failed: ${describe(submissions, [stopped.failedId]).join('')} (${stopped.message}). ` +
              `Not deleted: ${describe(submissions, stopped.notDeleted).join(', ')}.`,
            { cause: error },
          );
        }
        onDeleted(ids);
        notifications.show({
          color: 'green',
          title: single ? 'Submission deleted' : `${ids.length} submissions deleted`,
          message: single ? (
            formatDateTime(single.created_at)
          ) : (
            <List size="xs">
              {describe(submissions, ids)
                .slice(0, 5)
                .map((label, index) => (
                  <List.Item key={ids[index]}>{label}</List.Item>
                ))}
            </List>
          ),
        });
      },
    });
  };
}
