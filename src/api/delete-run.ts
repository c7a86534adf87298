import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ActivityItem, type DeletedThings, recordDeletes } from './activity-log';
import { isApiError } from './api-error';
import { authorizedDelete } from './authorized-request';

/** A run of deletes that stopped at a failure: what went, what failed and what is left. */
export class BulkDeleteError extends Error {
  override readonly name = 'BulkDeleteError';
  constructor(
    /** Gone in this run, in order. */
    readonly deleted: string[],
    readonly failedId: string,
    readonly failure: unknown,
    /** Not deleted: the failed id, then those never sent. A retry sends exactly these. */
    readonly remaining: string[],
  ) {
    // The API's error is the cause, so the dialog can say its status (e.g. when to retry).
    super(failure instanceof Error ? failure.message : 'The delete failed.', { cause: failure });
  }
}

export type DeleteRunInput = {
  ids: readonly string[];
  /** After each id that went: how many of this run's ids are gone, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** The ids that went, as each goes, so that a copy of the list in memory can drop them. */
  onDeleted?: (ids: string[]) => void;
};

/**
 * Deletes listed items one DELETE each, in order, each sent once, and stops at the first
 * failure. A 404 means the item was deleted elsewhere first, which is what the user asked for:
 * it counts as deleted, not as a failure (docs/api.md, "Status codes").
 */
export async function deleteEach(
  deleteOne: (id: string) => Promise<unknown>,
  { ids, onProgress, onDeleted }: DeleteRunInput,
): Promise<string[]> {
  const deleted: string[] = [];
  for (const [index, id] of ids.entries()) {
    try {
      await deleteOne(id);
    } catch (error) {
      if (!(isApiError(error) && error.isNotFound)) {
        throw new BulkDeleteError(deleted, id, error, ids.slice(index));
      }
    }
    deleted.push(id);
    onDeleted?.([id]);
    onProgress?.(deleted.length, ids.length);
  }
  return deleted;
}

/**
 * Sends one DELETE and writes its outcome under `key` for the Activity log: deleted, already
 * gone (a 404) or failed with the API's message. A failure still rejects, for `deleteEach`.
 */
export async function deleteRecorded(
  path: string,
  key: string,
  outcomes: Map<string, Omit<ActivityItem, 'id' | 'name'>>,
): Promise<void> {
  try {
    await authorizedDelete(path);
    outcomes.set(key, { outcome: 'deleted' });
  } catch (error) {
    outcomes.set(
      key,
      isApiError(error) && error.isNotFound
        ? { outcome: 'already-gone' }
        : { outcome: 'failed', message: error instanceof Error ? error.message : '' },
    );
    throw error;
  }
}

/**
 * The delete mutation of one resource: the path of an item's DELETE, and what to refresh after
 * a run that deleted something (once at its end, not after every DELETE). Each run, whatever
 * its end, is one entry of the Activity log, with each id's outcome.
 */
export function useDeleteRun(
  pathOf: (id: string) => string,
  afterwards: (queryClient: QueryClient, gone: string[]) => Promise<unknown>,
  things: DeletedThings,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteRunInput) => {
      const outcomes = new Map<string, Omit<ActivityItem, 'id' | 'name'>>();
      const deleteOne = (id: string) => deleteRecorded(pathOf(id), id, outcomes);
      try {
        return await deleteEach(deleteOne, input);
      } finally {
        // Awaited, so that the log holds the run before the page says it is done: a reload or a
        // closed tab right after "deleted" does not lose the entry.
        await recordDeletes(queryClient, things, input.ids, outcomes);
      }
    },
    onSettled: (deleted, error) => {
      const gone = deleted ?? (error instanceof BulkDeleteError ? error.deleted : []);
      return gone.length > 0 ? afterwards(queryClient, gone) : undefined;
    },
  });
}
