import { atMost } from './at-most';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('atMost', () => {
  it('runs at most two tasks at once and starts the next as one ends, in order', async () => {
    const run = atMost(2);
    const finishes = [deferred(), deferred(), deferred(), deferred()] as const;
    const started: number[] = [];
    const results = finishes.map((finish, index) =>
      run(async () => {
        started.push(index);
        await finish.promise;
        return index * 10;
      }),
    );
    await tick();
    expect(started).toEqual([0, 1]);
    finishes[1].resolve();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    finishes[0].resolve();
    finishes[2].resolve();
    finishes[3].resolve();
    expect(await Promise.all(results)).toEqual([0, 10, 20, 30]);
  });

  it('a failed task frees its slot', async () => {
    const run = atMost(1);
    const first = run(() => Promise.reject(new Error('boom')));
    const second = run(() => Promise.resolve('ok'));
    await expect(first).rejects.toThrow('boom');
    await expect(second).resolves.toBe('ok');
  });

  it('a task aborted while it waits never runs and takes no slot', async () => {
    const run = atMost(1);
    const firstFinish = deferred();
    const task = vi.fn(() => Promise.resolve('late'));
    const controller = new AbortController();
    const first = run(() => firstFinish.promise);
    const aborted = run(task, controller.signal);
    const third = run(() => Promise.resolve('third'));
    controller.abort(new Error('gone'));
    await expect(aborted).rejects.toThrow('gone');
    firstFinish.resolve();
    await first;
    await expect(third).resolves.toBe('third');
    expect(task).not.toHaveBeenCalled();
  });
});

describe('a task that throws before it returns a promise', () => {
  it('rejects its own call and frees its slot for the next', async () => {
    const run = atMost(1);
    const first = run((): Promise<string> => {
      throw new Error('refused id');
    });
    const second = run(() => Promise.resolve('next'));
    await expect(first).rejects.toThrow('refused id');
    await expect(second).resolves.toBe('next');
  });
});
