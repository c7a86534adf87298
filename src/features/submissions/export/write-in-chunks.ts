import type { Question, Submission } from '@/api/schemas';
import { whenIdle } from '@/lib/when-idle';
import type { Callbacks } from './files/export-file';
import type { ExportWriter } from './files/serialize';

/** Rows written per idle moment: a few ms of work, so that 50,000 rows never freeze the page. */
const CHUNK = 500;

const nextIdle = (signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const onAbort = () => {
      cancel();
      reject(signal.reason);
    };
    const cancel = whenIdle(
      () => {
        signal.removeEventListener('abort', onAbort);
        resolve();
      },
      { timeout: 100, fallbackDelay: 0 },
    );
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** Writes rows already at hand a chunk per idle moment, with the same progress as a fetch. */
export async function writeInChunks(
  writer: ExportWriter,
  questions: readonly Question[],
  rows: readonly Submission[],
  { signal, onProgress }: Pick<Callbacks, 'signal' | 'onProgress'>,
) {
  const pages = Math.max(1, Math.ceil(rows.length / CHUNK));
  writer.add(questions, []);
  for (let page = 1; page <= pages; page += 1) {
    await nextIdle(signal);
    writer.add(questions, rows.slice((page - 1) * CHUNK, page * CHUNK));
    onProgress({
      pagesDone: page,
      pages,
      rows: Math.min(page * CHUNK, rows.length),
      total: rows.length,
    });
  }
}
