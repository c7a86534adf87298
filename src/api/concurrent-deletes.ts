import PQueue from 'p-queue';
import { isApiError } from './api-error';
import { BulkDeleteError, type DeleteRunInput } from './bulk-delete-error';

/** DELETEs in flight at once: a long run goes faster, and the client's pacer still spaces them. */
export const DELETES_AT_ONCE = 4;

/**
 * Pauses and resumes a run of deletes from outside it, as the dialog's Pause button does. A
 * paused run sends nothing more until `resume()`; the DELETEs already sent finish.
 */
export class DeletePause {
  #queue: PQueue | null = null;
  #paused = false;

  get paused(): boolean {
    return this.#paused;
  }

  pause(): void {
    this.#paused = true;
    this.#queue?.pause();
  }

  resume(): void {
    this.#paused = false;
    this.#queue?.start();
  }

  /** Follows one run (the latest): a retry after a failure is paused and resumed here too. */
  follow(queue: PQueue): void {
    this.#queue = queue;
    if (this.#paused) queue.pause();
    else queue.start();
  }
}

/**
 * Deletes listed items, one DELETE each, each sent once, `DELETES_AT_ONCE` at a time in the
 * list's order. At the first failure nothing more is sent and the DELETEs in flight finish; then
 * a `BulkDeleteError` says what is left (every id not gone, in order): a retry sends exactly
 * those. A 404 counts as gone, as in `deleteEach`.
 */
export async function deleteConcurrently(
  deleteOne: (id: string) => Promise<unknown>,
  { ids, onProgress, onDeleted, pause }: DeleteRunInput & { pause?: DeletePause },
): Promise<string[]> {
  const queue = new PQueue({ concurrency: DELETES_AT_ONCE, autoStart: false });
  const gone = new Set<string>();
  let failure: { id: string; error: unknown } | undefined;
  for (const id of ids) {
    // The task never rejects, and tasks cleared after a failure never settle: nothing to await.
    void queue.add(async () => {
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
  if (pause) pause.follow(queue);
  else queue.start();
  await queue.onIdle();
  if (failure) {
    const left = ids.filter((id) => !gone.has(id));
    throw new BulkDeleteError(
      ids.filter((id) => gone.has(id)),
      failure.id,
      failure.error,
      left,
    );
  }
  return ids.filter((id) => gone.has(id));
}
