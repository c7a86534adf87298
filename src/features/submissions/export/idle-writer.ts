import type { Question, Submission } from '@/api/schemas';
import { whenIdle } from '@/lib/when-idle';
import { buildExportTable } from './export-table';
import type { ExportWriter } from './serialize';

/**
 * Writes the pages of an export when the main thread is idle, in the order they were added.
 * Answers to the requests still in flight come first, so the next requests are not held back by
 * building and encoding rows; `finish` writes whatever is still waiting.
 */
export function idleWriter(writer: ExportWriter, onError: (error: unknown) => void) {
  const waiting: Array<[Question[], Submission[]]> = [];
  let cancel: (() => void) | undefined;

  const writeWaiting = () => {
    cancel = undefined;
    for (const [questions, rows] of waiting.splice(0)) {
      writer.add(buildExportTable(questions, rows));
    }
  };
  const writeWhenIdle = () => {
    try {
      writeWaiting();
    } catch (error) {
      onError(error);
    }
  };

  return {
    add: (questions: Question[], rows: Submission[]) => {
      waiting.push([questions, rows]);
      cancel ??= whenIdle(writeWhenIdle, { timeout: 100, fallbackDelay: 0 });
    },
    finish: (): Blob => {
      cancel?.();
      writeWaiting();
      return writer.finish();
    },
    /** Drops what is waiting, for an export that ends without a file. */
    discard: () => {
      cancel?.();
      cancel = undefined;
      waiting.length = 0;
    },
  };
}
