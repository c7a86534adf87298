import { notifications } from '@mantine/notifications';
import { useDeleteForms } from '@/api/forms';
import type { Form } from '@/api/schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { codeDownload } from '@/lib/code-download';
import { whenIdle } from '@/lib/when-idle';
import type { ListPosition } from '@/lib/page-after-removal';
import { knownDeleteCounts } from './known-counts';

// The confirmation, its texts and the delete run are downloaded on the first delete (or when
// idle), not with the forms list: the signed-in first screen stays within its budget.
const deleteFlow = codeDownload(() => import('./form-delete-flow'));

/** The delete logic of the forms table, apart from the button that starts it. */
export function useDeleteFormAction(list: ListPosition) {
  const run = useDeleteForms();
  const queryClient = useQueryClient();
  // Ahead of the first click, once the page has nothing else to do; a failure waits for the click.
  useEffect(
    () =>
      whenIdle(() => void deleteFlow.get().catch(() => undefined), {
        timeout: 3000,
        fallbackDelay: 500,
      }),
    [],
  );
  return (form: Form) =>
    void deleteFlow.get().then(
      ({ confirmFormDelete }) =>
        confirmFormDelete(form, run, list, knownDeleteCounts(queryClient, form.id)),
      () =>
        notifications.show({
          color: 'red',
          title: 'Nothing was deleted',
          message: 'The confirmation could not be downloaded. Check your connection and try again.',
        }),
    );
}
