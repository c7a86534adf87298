import { List } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { isApiError } from '@/api/api-error';
import { BulkDeleteError, type DeleteRunInput } from '@/api/bulk-delete-error';
import { describeError } from '@/api/describe-error';
import { confirmDelete } from './confirm-delete';
import type { ConfirmDeleteOptions } from './confirm-delete-options';

export type DeleteActionOptions<Item> = {
  /** The resource's delete mutation: `useDeleteForms()`, `useDeleteSubmissions(formId)`… */
  run: { mutateAsync: (input: DeleteRunInput) => Promise<string[]> };
  idOf: (item: Item) => string;
  /** Names an item in the notification and in the account of a run that stopped. */
  labelOf: (item: Item) => string;
  /** What the confirmation says and asks; the items are those of one click. */
  confirmation: (items: Item[]) => Omit<ConfirmDeleteOptions, 'onConfirm' | 'retryLabel'>;
  /** The notification's title once every item is gone: "Form deleted", "3 submissions deleted". */
  doneTitle: (items: Item[]) => string;
  /** The user confirmed (or retried): before the first DELETE, with the ids about to be sent. */
  onStart?: (ids: string[]) => void;
  /** Ids that are gone, as they go (several calls in a run), for a copy of the list in memory. */
  onDeleted?: (ids: string[]) => void;
  /** Every item is gone: once, after the notification, as the dialog closes. */
  onDone?: (ids: string[]) => void;
  /** A run stopped at a failure; the dialog stays open with the reason. */
  onFailed?: () => void;
};

const NAMED = 5;

function named(labels: string[]): string {
  const more = labels.length - NAMED;
  return labels.slice(0, NAMED).join(', ') + (more > 0 ? ` and ${more} more` : '');
}

/**
 * Asks, then deletes `items` one DELETE each with progress, and notifies when all are gone. A
 * failure stops the run and keeps the dialog open; with several items it says what went and
 * offers "Retry the rest", which sends only what is not deleted yet. A 404 counts as deleted.
 */
export function confirmAndDelete<Item>(items: Item[], options: DeleteActionOptions<Item>): string {
  const ids = items.map(options.idOf);
  const labels = new Map(items.map((item) => [options.idOf(item), options.labelOf(item)]));
  const label = (id: string) => labels.get(id) ?? id;
  const bulk = ids.length > 1;
  // Deletes go in order, so what is left is always the tail of `ids`.
  let remaining = ids;

  return confirmDelete({
    ...options.confirmation(items),
    retryLabel: bulk ? 'Retry the rest' : undefined,
    onConfirm: async (reportProgress) => {
      options.onStart?.(remaining);
      const before = ids.length - remaining.length;
      try {
        await options.run.mutateAsync({
          ids: remaining,
          onDeleted: options.onDeleted,
          onProgress: bulk ? (done) => reportProgress(before + done, ids.length) : undefined,
        });
      } catch (error) {
        if (error instanceof BulkDeleteError) remaining = error.remaining;
        options.onFailed?.();
        if (!bulk || !(error instanceof BulkDeleteError)) throw error;
        throw stoppedRun(error, ids, remaining, label);
      }
      notifications.show({
        color: 'green',
        title: options.doneTitle(items),
        message: bulk ? (
          <List size="xs">
            {ids.slice(0, NAMED).map((id) => (
              <List.Item key={id}>{label(id)}</List.Item>
            ))}
          </List>
        ) : (
          label(ids[0] ?? '')
        ),
      });
      options.onDone?.(ids);
    },
  });
}

/** What a stopped run did, for the dialog: deleted, failed (and why), not deleted. */
function stoppedRun(
  error: BulkDeleteError,
  ids: string[],
  remaining: string[],
  label: (id: string) => string,
): Error {
  const deleted = ids.slice(0, ids.length - remaining.length);
  // A 429 says how long to wait before "Retry the rest"; other failures in the API's words.
  const reason =
    isApiError(error.failure) && error.failure.status === 429
      ? describeError(error.failure)
      : error.message;
  return new Error(
    `${deleted.length} of ${ids.length} deleted, then the run stopped. ` +
      (deleted.length ? `Deleted: ${named(deleted.map(label))}. ` : '') +
      `Failed: ${label(error.failedId)} (${reason}). ` +
      `Not deleted: ${named(remaining.map(label))}.`,
    { cause: error },
  );
}
