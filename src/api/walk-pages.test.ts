import { ApiError } from './api-error';
import {
  INCONSISTENT_LIST_MESSAGE,
  type PageOf,
  retryByPolicy,
  walkPages,
  type WalkPagesOptions,
} from './walk-pages';

type Call = {
  page: number;
  signal: AbortSignal;
  settled: boolean;
  answer: (hasNext: boolean, total?: number) => void;
  fail: (error: unknown) => void;
};

/** A fetchPage whose requests stay open until the test answers them, one by one. */
function fakeList() {
  const calls: Call[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const fetchPage = (page: number, signal: AbortSignal) =>
    new Promise<PageOf<string>>((resolve, reject) => {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      const call: Call = {
        page,
        signal,
        settled: false,
        answer: (hasNext, total = 0) =>
          settle(() => resolve({ items: [`p${page}`], hasNext, total })),
        fail: (error) => settle(() => reject(error)),
      };
      const settle = (how: () => void) => {
        call.settled = true;
        inFlight -= 1;
        how();
      };
      calls.push(call);
    });
  const open = (page: number) => {
    const call = calls.find((c) => c.page === page && !c.settled);
    if (!call) throw new Error(`No open request for page ${page}`);
    return call;
  };
  return {
    calls,
    fetchPage,
    open,
    requested: () => calls.map((c) => c.page),
    maxInFlight: () => maxInFlight,
    /** Answers every request as it comes, for a list of `pages` pages that reports `total`. */
    serve: async (pages: number, total: number) => {
      for (let served = 0; await flush(), served < calls.length; served += 1) {
        const call = calls[served];
        if (call && !call.settled) call.answer(call.page < pages, total);
      }
    },
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(list: ReturnType<typeof fakeList>, options: Partial<WalkPagesOptions<string>> = {}) {
  const delivered: number[] = [];
  const controller = new AbortController();
  const walk = walkPages({
    fetchPage: list.fetchPage,
    signal: controller.signal,
    pageSize: 50,
    onPage: (page, data) => {
      expect(data.items).toEqual([`p${page}`]);
      delivered.push(page);
    },
    ...options,
  });
  walk.catch(() => undefined);
  return { walk, delivered, controller };
}

describe('walkPages', () => {
  it('without a hint reads page 1 alone, then as many as its total needs, four at a time', async () => {
    const list = fakeList();
    const { walk, delivered } = start(list);
    await flush();
    expect(list.requested()).toEqual([1]);
    list.open(1).answer(true, 340);
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4, 5]);
    await list.serve(7, 340);
    await expect(walk).resolves.toEqual({ pages: 7 });
    expect(list.requested()).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(delivered).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.maxInFlight()).toBe(4);
  });

  it('with a hint starts every worker at once and never has more in flight', async () => {
    const list = fakeList();
    const { walk } = start(list, { expectedTotal: 340, concurrency: 3 });
    await flush();
    expect(list.requested()).toEqual([1, 2, 3]);
    await list.serve(7, 340);
    await walk;
    expect(list.maxInFlight()).toBe(3);
  });

  it('hands pages on strictly in order, whatever order they arrive in', async () => {
    const list = fakeList();
    const { walk, delivered } = start(list, { expectedTotal: 200 });
    await flush();
    for (const page of [4, 3, 2]) list.open(page).answer(page < 4, 200);
    await flush();
    expect(delivered).toEqual([]);
    list.open(1).answer(true, 200);
    await expect(walk).resolves.toEqual({ pages: 4 });
    expect(delivered).toEqual([1, 2, 3, 4]);
  });

  it('goes past an under-reported total while pages say there is more', async () => {
    const list = fakeList();
    const { walk, delivered } = start(list, { expectedTotal: 100 });
    await list.serve(5, 100);
    await expect(walk).resolves.toEqual({ pages: 5 });
    expect(delivered).toEqual([1, 2, 3, 4, 5]);
  });

  it('ends at the first page that says there is no more, whatever the total says', async () => {
    const list = fakeList();
    const { walk, delivered } = start(list, { expectedTotal: 500 });
    await flush();
    list.open(1).answer(true, 500);
    await flush();
    list.open(2).answer(false, 500);
    await expect(walk).resolves.toEqual({ pages: 2 });
    // Pages 3 to 5 were asked for on the total's word: their requests are cancelled…
    expect(list.calls.filter((c) => c.page > 2).every((c) => c.signal.aborted)).toBe(true);
    // …and an answer that still comes is dropped.
    list.open(3).answer(true, 500);
    await flush();
    expect(delivered).toEqual([1, 2]);
  });

  it('keeps an absurd total to a few requests past the last page', async () => {
    const list = fakeList();
    const { walk } = start(list, { expectedTotal: 1e9 });
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4]);
    // Pages 2 to 4 say there is more, but page 1 has not answered: nothing further goes out.
    for (const page of [2, 3, 4]) list.open(page).answer(true, 1e9);
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4]);
    list.open(1).answer(true, 1e9);
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    await list.serve(6, 1e9);
    await expect(walk).resolves.toEqual({ pages: 6 });
    expect(Math.max(...list.requested())).toBeLessThanOrEqual(6 + 3);
  });

  it('sends a failed page again when onError says so, and still hands it on in its place', async () => {
    const list = fakeList();
    const onError = vi.fn(() => Promise.resolve());
    const { walk, delivered } = start(list, { expectedTotal: 150, onError });
    await flush();
    const failure = new ApiError('http', 503, 'Down');
    list.open(2).fail(failure);
    list.open(3).answer(false, 150);
    list.open(1).answer(true, 150);
    await flush();
    expect(delivered).toEqual([1]);
    expect(onError).toHaveBeenCalledWith(failure, 0, expect.any(AbortSignal));
    list.open(2).answer(true, 150);
    await expect(walk).resolves.toEqual({ pages: 3 });
    expect(list.requested()).toEqual([1, 2, 3, 2]);
    expect(delivered).toEqual([1, 2, 3]);
  });

  it('ends with the error that onError rejects with, cancelling the other requests', async () => {
    const list = fakeList();
    const forbidden = new ApiError('http', 403, 'Forbidden to view partial submissions');
    const { walk, delivered } = start(list, {
      expectedTotal: 150,
      onError: (error) => Promise.reject(error),
    });
    await flush();
    list.open(1).fail(forbidden);
    await expect(walk).rejects.toBe(forbidden);
    expect(list.calls.every((c) => c.signal.aborted)).toBe(true);
    list.open(2).answer(true, 150);
    await flush();
    expect(delivered).toEqual([]);
  });

  it('on a page that fails for good, hands on the pages before it that were still coming, then ends with its error', async () => {
    const list = fakeList();
    const invalid = new ApiError('unreadable', 200, 'The response was not in the expected shape');
    const { walk, delivered } = start(list, {
      expectedTotal: 200,
      onError: (error) => Promise.reject(error),
    });
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4]);
    list.open(3).fail(invalid);
    await flush();
    // Nothing after the failed page is handed on, even when it arrives first.
    list.open(4).answer(true, 200);
    list.open(2).answer(true, 200);
    await flush();
    expect(delivered).toEqual([]);
    list.open(1).answer(true, 200);
    await expect(walk).rejects.toBe(invalid);
    expect(delivered).toEqual([1, 2]);
    expect(list.requested()).toEqual([1, 2, 3, 4]);
  });

  it('a failure past the last page does not fail the walk', async () => {
    const list = fakeList();
    const { walk, delivered } = start(list, {
      expectedTotal: 200,
      onError: (error) => Promise.reject(error),
    });
    await flush();
    list.open(3).fail(new ApiError('http', 404, 'Not found'));
    await flush();
    list.open(1).answer(true, 100);
    list.open(2).answer(false, 100);
    await expect(walk).resolves.toEqual({ pages: 2 });
    expect(delivered).toEqual([1, 2]);
  });

  it('ends with the error that onPage throws', async () => {
    const list = fakeList();
    const bad = new Error('bad page');
    const walk = walkPages({
      fetchPage: list.fetchPage,
      signal: new AbortController().signal,
      pageSize: 50,
      onPage: () => {
        throw bad;
      },
    });
    await flush();
    list.open(1).answer(true, 100);
    await expect(walk).rejects.toBe(bad);
  });

  it('stops at once when aborted: rejects with the reason, sends nothing more, hands nothing on', async () => {
    const list = fakeList();
    const { walk, delivered, controller } = start(list, { expectedTotal: 1000 });
    await flush();
    const reason = new DOMException('Cancelled', 'AbortError');
    controller.abort(reason);
    await expect(walk).rejects.toBe(reason);
    expect(list.calls.every((c) => c.signal.aborted)).toBe(true);
    list.open(1).answer(true, 1000);
    await flush();
    expect(list.requested()).toEqual([1, 2, 3, 4]);
    expect(delivered).toEqual([]);
  });

  it('sends nothing when the signal is already aborted', async () => {
    const list = fakeList();
    const controller = new AbortController();
    controller.abort(new DOMException('Gone', 'AbortError'));
    const { walk } = start(list, { signal: controller.signal });
    await expect(walk).rejects.toThrow('Gone');
    expect(list.requested()).toEqual([]);
  });
});

describe('retryByPolicy', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for Retry-After on a 429, then lets the page go again', async () => {
    vi.useFakeTimers();
    let waited = false;
    const retry = retryByPolicy(
      new ApiError('http', 429, 'Slow down', 2000),
      0,
      new AbortController().signal,
    ).then(() => (waited = true));
    await vi.advanceTimersByTimeAsync(1999);
    expect(waited).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await retry;
    expect(waited).toBe(true);
  });

  it('fails at once on an error that a retry cannot mend', async () => {
    const notFound = new ApiError('http', 404, 'Form not found');
    await expect(retryByPolicy(notFound, 0, new AbortController().signal)).rejects.toBe(notFound);
  });

  it('gives up on a failing server after three retries', async () => {
    const down = new ApiError('http', 503, 'Down');
    await expect(retryByPolicy(down, 3, new AbortController().signal)).rejects.toBe(down);
  });
});

describe('a list that says there is more for ever', () => {
  const walkWith = (items: (page: number) => string[]) => {
    const requested: number[] = [];
    const delivered: number[] = [];
    const walk = walkPages<string>({
      fetchPage: (page) => {
        requested.push(page);
        return Promise.resolve({ items: items(page), hasNext: true, total: 10_000 });
      },
      signal: new AbortController().signal,
      pageSize: 50,
      idOf: (item) => item,
      onPage: (page) => delivered.push(page),
    });
    return { walk, requested, delivered };
  };

  it('ends at the first page that brings no new id, keeping the pages before it', async () => {
    const { walk, requested, delivered } = walkWith((page) =>
      page <= 2 ? [`a${page}`, `b${page}`] : ['a2', 'b2'],
    );
    await expect(walk).rejects.toThrow(INCONSISTENT_LIST_MESSAGE);
    expect(delivered).toEqual([1, 2]);
    // Requests sent ahead of the repeated page are the most that is wasted.
    expect(Math.max(...requested)).toBeLessThanOrEqual(3 + 4);
  });

  it('ends at an empty page', async () => {
    const { walk, requested, delivered } = walkWith(() => []);
    await expect(walk).rejects.toThrow(INCONSISTENT_LIST_MESSAGE);
    expect(delivered).toEqual([]);
    expect(requested.length).toBeLessThanOrEqual(5);
  });
});
