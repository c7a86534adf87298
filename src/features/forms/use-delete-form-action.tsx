import { Text } from '@mantine/core';
import { useDeleteForms } from '@/api/forms';
import type { Form } from '@/api/schemas';
import { confirmAndDelete } from '@/components/delete-action';
import { leaveEmptiedPage, type ListPosition } from '@/lib/page-after-removal';

const nameOf = (form: Form) => form.name || 'Untitled form';

/** The delete logic of the forms table, apart from the button that starts it. */
export function useDeleteFormAction(list: ListPosition) {
  const run = useDeleteForms();
  return (form: Form) =>
    confirmAndDelete([form], {
      run,
      idOf: (item) => item.id,
      labelOf: nameOf,
      confirmation: () => ({
        title: `Delete form "${nameOf(form)}"?`,
        confirmLabel: 'Delete form',
        // A blank name could be "typed" without typing anything; the id cannot.
        typeToConfirm: form.name.trim() ? form.name : form.id,
        message: (
          <>
            <Text size="sm">
              The form <b>{nameOf(form)}</b> is deleted for good, and with it{' '}
              <b>all of its submissions and the webhooks tied to it</b>.
            </Text>
            <Text size="sm" mt="xs">
              This cannot be undone.
            </Text>
          </>
        ),
      }),
      doneTitle: () => 'Form deleted',
      onDone: () => leaveEmptiedPage(list, 1),
    });
}
