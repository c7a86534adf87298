import PQueue from 'p-queue';
import type { ItemResult } from './activity-log';
import { isApiError } from './api-error';
import { authorizedDelete } from './authorized-request';
import { BulkDeleteError, type DeleteRunInput } from './bulk-delete-error';
import type { PauseSwitch } from './pause-switch';

/** An erasure's DELETEs in flight at once: a long run goes faster, still paced by the client. */
export const DELETES_AT_ONCE = 4;

/**
 * Deletes listed items, one DELETE each, each sent once, `atOnce` at a time (one by default) in
 * the list's order; while `pause` is paused nothing more is sent (what was sent finishes). At the
 * first failure nothing more is sent and the DELETEs in flight finish; then a `BulkDeleteError`
 * says what is left (every id not gone, in order): a retry sends exactly those. A 404 means the
 * item was deleted elsewhere first, which is what the user asked for: it counts as deleted, not
 * as a failure (docs/api.md, "Status codes").
 */
export async function deleteEach(
  deleteOne: (id: string) => Promise<unknown>,
  {
    ids,
    onProgress,
    onDeleted,
    atOnce = 1,
    pause,
  }: DeleteRunInput & { atOnce?: number; pause?: PauseSwitch },
): Promise<string[]> {
  const queue = new PQueue({ concurrency: atOnce });
  const gone = new Set<string>();
  let failure: { id: string; error: unknown } | undefined;
  for (const id of ids) {
    // The task never rejects, and tasks cleared after a failure never settle: nothing to await.
    void queue.add(async () => {
      await pause?.untilResumed();
      // A failure came while this one waited for Resume.
      if (failure) return;
      try {
        await deleteOne(id);
      } catch (error) {
        if (!(isApiError(error) && error.isNotFound)) {
          failure ??= { id, error };
          queue.clear();
          return;
        }
      }
      gone.add(id);
      onDeleted?.([id]);
      onProgress?.(gone.size, ids.length);
    });
  }
  await queue.onIdle();
  const deleted = ids.filter((id) => gone.has(id));
  if (failure) {
    throw new BulkDeleteError(
      deleted,
      failure.id,
      failure.error,
      ids.filter((id) => !gone.has(id)),
    );
  }
  return deleted;
}

/**
 * Sends one DELETE and keeps its outcome under `key` in `outcomes` and the Activity log (`written`):
 * deleted, already gone (a 404) or failed with the API's message. A failure still rejects, for
 * `deleteEach`.
 * A 404 for a key that already failed in these outcomes is this run's own delete: the first
 * DELETE may have reached the server and only its answer been lost (a dropped connection).
 */
export async function deleteRecorded(
  path: string,
  key: string,
  outcomes: Map<string, ItemResult>,
  written: (key: string, result: ItemResult) => void,
): Promise<void> {
  const sentBefore = outcomes.get(key)?.outcome === 'failed';
  const keep = (result: ItemResult) => {
    outcomes.set(key, result);
    written(key, result);
  };
  try {
    await authorizedDelete(path);
    keep({ outcome: 'deleted' });
  } catch (error) {
    keep(
      isApiError(error) && error.isNotFound
        ? { outcome: sentBefore ? 'deleted' : 'already-gone' }
        : { outcome: 'failed', message: error instanceof Error ? error.message : '' },
    );
    throw error;
  }
}
