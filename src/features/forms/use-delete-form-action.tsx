import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useDeleteForm } from '@/api/forms';
import type { Form } from '@/api/schemas';
import { confirmDelete } from '@/components/confirm-delete';
import { pageAfterRemoval } from '@/lib/page-after-removal';

type Options = { rowsOnPage: number; page: number; goToPage: (page: number) => void };

/** The delete logic of the forms table, apart from the button that starts it. */
export function useDeleteFormAction({ rowsOnPage, page, goToPage }: Options) {
  const deleteForm = useDeleteForm();
  return (form: Form) => {
    const name = form.name || 'Untitled form';
    return confirmDelete({
      title: `Delete form "${name}"?`,
      confirmLabel: 'Delete form',
      // A blank name could be "typed" without typing anything; the id cannot.
      typeToConfirm: form.name.trim() ? form.name : form.id,
      message: (
        <>
          <Text size="sm">
            The form <b>{name}</b> is deleted for good, and with it{' '}
            <b>all of its submissions and the webhooks tied to it</b>.
          </Text>
          <Text size="sm" mt="xs">
            This cannot be undone.
          </Text>
        </>
      ),
      onConfirm: async () => {
        await deleteForm.mutateAsync(form.id);
        notifications.show({ color: 'green', title: 'Form deleted', message: name });
        const next = pageAfterRemoval(page, rowsOnPage, 1);
        if (next !== page) goToPage(next);
      },
    });
  };
}
