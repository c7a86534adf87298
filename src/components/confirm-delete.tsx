import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { overlaysReady } from '@/lib/overlays-ready';
import { withRetry } from '@/lib/with-retry';
import type { ConfirmDeleteOptions } from './confirm-delete-options';

export const loadConfirmDeleteBody = () => import('./confirm-delete-body');

/** Opens a confirmation; nothing is deleted unless the user confirms. */
export function confirmDelete(options: ConfirmDeleteOptions): string {
  const modalId = `confirm-delete-${Math.random().toString(36).slice(2)}`;
  void Promise.all([overlaysReady(), withRetry(loadConfirmDeleteBody)]).then(
    ([, { ConfirmDeleteBody }]) =>
      modals.open({
        modalId,
        centered: true,
        // The title and close button are drawn by the body: Mantine's own header is a <header>,
        // which assistive technologies take for a second banner landmark of the page.
        withCloseButton: false,
        children: (
          <ConfirmDeleteBody
            {...options}
            close={() => modals.close(modalId)}
            // While a delete runs, Esc and a click outside do nothing, as Close and Cancel: the
            // progress stays in view and no item can be sent twice from a second dialog.
            setDismissable={(dismissable) =>
              modals.updateModal({
                modalId,
                closeOnEscape: dismissable,
                closeOnClickOutside: dismissable,
              })
            }
          />
        ),
      }),
    () =>
      notifications.show({
        color: 'red',
        title: 'Nothing was deleted',
        message: 'The confirmation could not be downloaded. Check your connection and try again.',
      }),
  );
  return modalId;
}
