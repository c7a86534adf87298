import { Text } from '@mantine/core';
import type { DeleteRunInput } from '@/api/bulk-delete-error';
import type { Form } from '@/api/schemas';
import { confirmAndDelete } from '@/components/delete-action';
import { ShownName } from '@/components/shown-name';
import { leaveEmptiedPage, type ListPosition } from '@/lib/page-after-removal';
import { revealInvisible, shorten, typedForm } from '@/lib/reveal-invisible';
import { deleteCountsText, type FormDeleteCounts } from './known-counts';

const nameOf = (form: Form) => form.name || 'Untitled form';
/** The name in a title or a notification: short, and with nothing hidden in it. */
const labelOf = (form: Form) => shorten(revealInvisible(nameOf(form)), 60);

type Run = { mutateAsync: (input: DeleteRunInput) => Promise<string[]> };

/** Asks, then deletes one form (see `confirmAndDelete`); the page it was on follows. */
export function confirmFormDelete(
  form: Form,
  run: Run,
  list: ListPosition,
  counts: FormDeleteCounts,
) {
  return confirmAndDelete([form], {
    run,
    idOf: (item) => item.id,
    labelOf,
    confirmation: () => ({
      title: `Delete form "${labelOf(form)}"?`,
      confirmLabel: 'Delete form',
      // A name of only spaces or invisible characters would be "typed" by typing nothing.
      typeToConfirm: typedForm(form.name) ? form.name : form.id,
      message: (
        <>
          <Text size="sm">
            The form{' '}
            <b>
              <ShownName name={nameOf(form)} />
            </b>{' '}
            is deleted for good.
          </Text>
          <Text size="sm" mt="xs">
            This deletes <b>{deleteCountsText(counts)}</b> with it.
          </Text>
          <Text size="sm" mt="xs">
            This cannot be undone.
          </Text>
        </>
      ),
    }),
    doneTitle: () => 'Form deleted',
    // Its responses go too: from memory, and from this device if they were stored there. Loaded
    // on a delete only, so that the forms list does not download the response set's code.
    onDeleted: (ids) =>
      void import('@/response-set/use-response-set').then(({ responseSetActions }) =>
        ids.forEach(responseSetActions.forget),
      ),
    onDone: () => leaveEmptiedPage(list, 1),
  });
}
