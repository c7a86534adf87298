import { Text } from '@mantine/core';
import type { Submission } from '@/api/schemas';
import { useDeleteSubmissions } from '@/api/submissions';
import { confirmAndDelete, type DeleteActionOptions } from '@/components/delete-action';
import { formatDateTime } from '@/lib/format-date';

type Options = { formId: string } & Pick<
  DeleteActionOptions<Submission>,
  'onStart' | 'onDeleted' | 'onDone' | 'onFailed'
>;

const count = (items: Submission[]) =>
  `${new Intl.NumberFormat().format(items.length)} submissions`;

/**
 * The delete logic of the submissions pages, apart from the buttons that start it: one
 * confirmation naming the count, then one DELETE per submission (see `confirmAndDelete`).
 */
export function useDeleteSubmissionActions({ formId, ...callbacks }: Options) {
  const run = useDeleteSubmissions(formId);
  return (submissions: Submission[]) =>
    confirmAndDelete(submissions, {
      run,
      idOf: (item) => item.id,
      labelOf: (item) => formatDateTime(item.created_at),
      confirmation: (items) => {
        const single = items.length === 1 && items[0];
        return {
          title: single ? 'Delete this submission?' : `Delete ${count(items)}?`,
          confirmLabel: single ? 'Delete submission' : `Delete ${count(items)}`,
          message: single ? (
            <Text size="sm">
              The submission of {formatDateTime(single.created_at)} is deleted for good. This cannot
              be undone.
            </Text>
          ) : (
            <Text size="sm">
              {count(items)} are deleted for good, one after the other. This cannot be undone.
            </Text>
          ),
        };
      },
      doneTitle: (items) => (items.length === 1 ? 'Submission deleted' : `${count(items)} deleted`),
      ...callbacks,
    });
}
