import type { Question, Submission } from '@/api/schemas';
import { idleWriter } from './idle-writer';

const questions: Question[] = [{ id: 'q1', name: 'Name', type: 'SHORT_ANSWER', is_deleted: false }];
const row = (id: string): Submission => ({
  id,
  created_at: '2026-11-01T09:00:00Z',
  is_partial: false,
  responses: { q1: `name ${id}` },
});

function recordingWriter(fail?: Error) {
  const written: string[][] = [];
  return {
    written,
    writer: {
      add: (_questions: readonly Question[], rows: readonly Submission[]) => {
        if (fail) throw fail;
        written.push(rows.map((item) => item.id));
      },
      finish: () => new Blob([written.flat().join(',')]),
    },
  };
}

// jsdom has no requestIdleCallback: the idle moment is a timer, on the fake clock every timer due.
const idle = () => vi.runAllTimersAsync();

describe('idleWriter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('writes the pages in the order they were added, when idle or at the latest on finish', async () => {
    const { written, writer } = recordingWriter();
    const pages = idleWriter(writer, () => undefined);
    pages.add(questions, [row('a'), row('b')]);
    expect(written).toEqual([]);
    await idle();
    expect(written).toEqual([['a', 'b']]);
    pages.add(questions, [row('c')]);
    pages.add(questions, []);
    expect(pages.rows).toBe(3);
    const file = pages.finish();
    expect(written).toEqual([['a', 'b'], ['c'], []]);
    expect(await (await file).text()).toBe('a,b,c');
  });

  it('reports a page that cannot be written', async () => {
    const broken = new Error('cannot write');
    const onError = vi.fn();
    idleWriter(recordingWriter(broken).writer, onError).add(questions, [row('a')]);
    await idle();
    expect(onError).toHaveBeenCalledWith(broken);
  });

  it('writes nothing more once discarded', async () => {
    const { written, writer } = recordingWriter();
    const pages = idleWriter(writer, () => undefined);
    pages.add(questions, [row('a')]);
    pages.discard();
    await idle();
    expect(written).toEqual([]);
  });
});
