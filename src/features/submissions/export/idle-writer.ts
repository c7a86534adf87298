import type { Question, Submission } from '@/api/schemas';
import { whenIdle } from '@/lib/when-idle';
import type { ExportWriter } from './files/serialize';

/**
 * Writes the pages of an export when the main thread is idle, in the order they were added.
 * Answers to the requests still in flight come first, so the next requests do not wait for
 * building and encoding rows; `finish` writes whatever is still waiting.
 */
export function idleWriter(writer: ExportWriter, onError: (error: unknown) => void) {
  const waiting: Array<[readonly Question[], readonly Submission[]]> = [];
  let cancel: (() => void) | undefined;
  let rows = 0;

  const writeWaiting = () => {
    cancel = undefined;
    for (const [questions, page] of waiting.splice(0)) writer.add(questions, page);
  };
  const writeWhenIdle = () => {
    try {
      writeWaiting();
    } catch (error) {
      onError(error);
    }
  };

  return {
    add: (questions: readonly Question[], page: readonly Submission[]) => {
      waiting.push([questions, page]);
      rows += page.length;
      cancel ??= whenIdle(writeWhenIdle, { timeout: 100, fallbackDelay: 0 });
    },
    /** The rows added so far, written or waiting. */
    get rows() {
      return rows;
    },
    finish: (ending?: { complete: boolean }): Blob | Promise<Blob> => {
      cancel?.();
      writeWaiting();
      return writer.finish(ending);
    },
    /** Drops what is waiting, for an export that ends without a file. */
    discard: () => {
      cancel?.();
      cancel = undefined;
      waiting.length = 0;
    },
  };
}
