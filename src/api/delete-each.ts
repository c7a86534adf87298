import type { ActivityItem } from './activity-log';
import { isApiError } from './api-error';
import { authorizedDelete } from './authorized-request';
import { BulkDeleteError, type DeleteRunInput } from './bulk-delete-error';

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
