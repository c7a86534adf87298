import { ApiError } from '@/api/api-error';
import { INCONSISTENT_LIST_MESSAGE } from '@/api/walk-pages';
import { fakeApi, makeRows } from './fake-api';
import { createResponseSetStore } from './response-set-store';

const FORM = 'f1';

function setup(count: number, options: { online?: () => boolean } = {}) {
  const api = fakeApi(makeRows(count));
  let whenOnline: () => void = () => {};
  const onUnauthorized = vi.fn();
  const store = createResponseSetStore({
    fetchPage: api.fetchPage,
    notifyMs: 0,
    onUnauthorized,
    retry: {
      backoff: () => 1,
      isOnline: options.online ?? (() => true),
      whenOnline: () => new Promise<void>((resolve) => (whenOnline = resolve)),
    },
  });
  const snap = () => store.get(FORM);
  const done = () => vi.waitFor(() => expect(snap()?.phase.kind).toBe('complete'));
  return { api, store, snap, done, goOnline: () => whenOnline(), onUnauthorized };
}

const ids = (rows: readonly { id: string }[] | undefined) => rows?.map((row) => row.id) ?? [];

afterEach(() => vi.useRealTimers());

describe('loading a response set', () => {
  it('reads every page of `all`, newest first, each submission once, ending by has_next', async () => {
    const { api, store, snap, done } = setup(230);
    store.open(FORM);
    await done();
    expect(ids(snap()?.rows)).toEqual(ids(api.rows));
    expect(snap()?.scope).toBe('all');
    expect(api.requests.map((r) => r.page).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
  });

  it('does not stop at an under-reported total, nor follow an absurd one', async () => {
    const low = setup(230);
    low.api.totalOffset = -200;
    low.store.open(FORM);
    await low.done();
    expect(low.snap()?.rows).toHaveLength(230);

    const absurd = setup(120);
    absurd.api.totalOffset = 1e9;
    absurd.store.open(FORM);
    await absurd.done();
    expect(absurd.snap()?.rows).toHaveLength(120);
    expect(absurd.api.requests.length).toBeLessThanOrEqual(3 + 4);
  });

  it('keeps each submission once when pages shift while loading', async () => {
    const { api } = setup(150);
    const original = api.fetchPage;
    // A new submission arrives after page 1 was read: page 2 starts with page 1's last row.
    api.fetchPage = async (formId, scope, page, signal) => {
      const data = await original(formId, scope, page, signal);
      return page === 2 ? { ...data, items: [api.rows[49]!, ...data.items.slice(0, 49)] } : data;
    };
    const store2 = createResponseSetStore({ fetchPage: api.fetchPage, notifyMs: 0 });
    store2.open(FORM);
    await vi.waitFor(() => expect(store2.get(FORM)?.complete).toBe(true));
    const loaded = ids(store2.get(FORM)?.rows);
    expect(new Set(loaded).size).toBe(loaded.length);
    expect(loaded).toHaveLength(149);
  });

  it('loads the completed submissions alone for a key without the partial permission', async () => {
    const { api, store, snap, done } = setup(100);
    api.forbidPartial = true;
    store.open(FORM);
    await done();
    expect(snap()?.scope).toBe('completed');
    expect(snap()?.rows.every((row) => !row.is_partial)).toBe(true);
    expect(snap()?.rows).toHaveLength(75);
  });

  it('waits as a 429 asks, says so, and goes on without losing a row', async () => {
    const { api, store, snap, done } = setup(120);
    api.faults.push((page) =>
      page === 2 ? new ApiError('http', 429, 'Too many requests', 150) : undefined,
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    store.open(FORM);
    await vi.waitFor(() => expect(snap()?.phase.kind).toBe('rateLimited'), { interval: 1 });
    const phase = snap()?.phase;
    // The 150 ms asked for is lengthened to the floor of a first 429: a second.
    expect(phase?.kind === 'rateLimited' && phase.until - Date.now()).toBeGreaterThan(900);
    await vi.advanceTimersByTimeAsync(1000);
    vi.useRealTimers();
    await done();
    expect(ids(snap()?.rows)).toEqual(ids(api.rows));
  });

  it('pauses while offline and goes on when the browser is back', async () => {
    let online = false;
    const { api, store, snap, done, goOnline } = setup(120, { online: () => online });
    api.faults.push(new ApiError('network', 0, 'The API could not be reached.'));
    store.open(FORM);
    await vi.waitFor(() => expect(snap()?.phase.kind).toBe('offline'));
    online = true;
    goOnline();
    await done();
    expect(snap()?.rows).toHaveLength(120);
  });

  it('after repeated 5xx waits for Resume, keeping what arrived', async () => {
    const { api, store, snap, done } = setup(120);
    const failing = () => new ApiError('http', 503, 'Unavailable');
    for (let i = 0; i < 4; i += 1) api.faults.push((page) => (page === 3 ? failing() : undefined));
    store.open(FORM);
    await vi.waitFor(() =>
      expect(snap()?.phase).toEqual({ kind: 'stalled', message: 'Unavailable (HTTP 503)' }),
    );
    expect(snap()?.rows).toHaveLength(100);
    store.resume(FORM);
    await done();
    expect(snap()?.rows).toHaveLength(120);
  });

  it('stops with a clear message at a page it cannot use, keeping what arrived', async () => {
    const { api, store, snap } = setup(120);
    api.faults.push((page) =>
      page === 2
        ? new ApiError('unreadable', 200, 'The API answered in an unexpected shape.')
        : undefined,
    );
    store.open(FORM);
    await vi.waitFor(() =>
      expect(snap()?.phase).toEqual({
        kind: 'failed',
        message: 'The API answered in an unexpected shape.',
      }),
    );
    expect(snap()?.rows).toHaveLength(50);
  });

  it('holds back requests while paused and goes on at Resume', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { api, store, snap, done } = setup(400);
    api.latencyMs = 20;
    store.open(FORM);
    // The first answers arrive (and the next requests leave) 20 ms in.
    await vi.advanceTimersByTimeAsync(20);
    expect(snap()?.rows.length).toBeGreaterThan(0);
    store.pause(FORM);
    // Requests already on their way may still land; nothing new leaves.
    await vi.advanceTimersByTimeAsync(20);
    const sent = api.requests.length;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(snap()?.phase.kind).toBe('paused');
    expect(api.requests.length).toBe(sent);
    expect(snap()?.rows.length).toBeLessThan(400);
    store.resume(FORM);
    await done();
    expect(snap()?.rows).toHaveLength(400);
  });

  it('tells of a 401 and forgets everything when wiped', async () => {
    const { api, store, snap, onUnauthorized } = setup(60);
    api.faults.push(new ApiError('http', 401, 'Unauthorized'));
    store.open(FORM);
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    store.wipe();
    expect(snap()).toBeUndefined();
  });
});

describe('keeping a response set fresh', () => {
  it('reads page 1 for new responses and shows them when asked', async () => {
    const { api, store, snap, done } = setup(120);
    store.open(FORM);
    await done();
    api.rows = [...makeRows(3, 120), ...api.rows];
    const before = api.requests.length;
    store.refresh(FORM);
    await vi.waitFor(() => expect(snap()?.newRows).toHaveLength(3));
    expect(api.requests.slice(before)).toEqual([{ scope: 'all', page: 1 }]);
    expect(snap()?.rows).toHaveLength(120);
    store.showNew(FORM);
    expect(ids(snap()?.rows)).toEqual(ids(api.rows));
  });

  it('reloads the whole set in the background when the API cannot be reconciled', async () => {
    const { api, store, snap, done } = setup(120);
    store.open(FORM);
    await done();
    // Someone else deleted the newest response: page 1 no longer starts with it.
    api.rows = api.rows.slice(1);
    store.refresh(FORM);
    await vi.waitFor(() => expect(snap()?.rows).toHaveLength(119));
    expect(snap()?.newRows).toHaveLength(0);
    expect(ids(snap()?.rows)).toEqual(ids(api.rows));
  });

  it('reloads when the total no longer adds up, e.g. an older response was deleted', async () => {
    const { api, store, snap, done } = setup(120);
    store.open(FORM);
    await done();
    api.rows = api.rows.filter((_, index) => index !== 100);
    store.refresh(FORM);
    await vi.waitFor(() => expect(snap()?.rows).toHaveLength(119));
  });

  it('drops submissions deleted in Formdeck at once', async () => {
    const { store, snap, done } = setup(60);
    store.open(FORM);
    await done();
    const [first, second] = ids(snap()?.rows);
    store.remove(FORM, [first!, second!]);
    expect(snap()?.rows).toHaveLength(58);
    expect(ids(snap()?.rows)).not.toContain(first);
    expect(snap()?.total).toBe(58);
  });
});

describe('a response set whose API misbehaves', () => {
  afterEach(() => vi.useRealTimers());

  const storm = (retryAfterMs: number) => {
    const loader = setup(120);
    for (let i = 0; i < 1000; i += 1) {
      loader.api.faults.push(new ApiError('http', 429, 'Too many requests', retryAfterMs));
    }
    return loader;
  };

  it('a 429 storm with Retry-After: 0 sends a handful of requests in 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, store, snap } = storm(0);
    store.open(FORM);
    await vi.advanceTimersByTimeAsync(15_000);
    // 1, 2, 4, 8 s between tries: the first request and four more.
    expect(api.requests.length).toBeLessThanOrEqual(5);
    expect(snap()?.phase.kind).toBe('rateLimited');
  });

  it('a wait past the ceiling is shown and waits for Resume, sending nothing meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { api, store, snap } = storm(2_147_484_000);
    store.open(FORM);
    await vi.advanceTimersByTimeAsync(15 * 60_000);
    expect(api.requests).toHaveLength(1);
    expect(snap()?.phase).toEqual({
      kind: 'stalled',
      message: 'The API is receiving too many requests. Wait 25 days and retry.',
    });
    store.resume(FORM);
    await vi.advanceTimersByTimeAsync(1000);
    expect(api.requests).toHaveLength(2);
    expect(snap()?.phase.kind).toBe('stalled');
  });

  it('a list that says there is more for ever ends at a page with no new response', async () => {
    const rows = makeRows(50);
    const requests: number[] = [];
    const store = createResponseSetStore({
      notifyMs: 0,
      fetchPage: (_formId, _scope, page) => {
        requests.push(page);
        // The same 50 again on every page, each saying there is more.
        return Promise.resolve({ items: rows, hasNext: true, total: 5000, questions: [] });
      },
    });
    store.open(FORM);
    await vi.waitFor(() => expect(store.get(FORM)?.phase.kind).toBe('failed'));
    expect(store.get(FORM)?.phase).toEqual({
      kind: 'failed',
      message: INCONSISTENT_LIST_MESSAGE,
    });
    expect(ids(store.get(FORM)?.rows)).toEqual(ids(rows));
    expect(requests.length).toBeLessThanOrEqual(6);
  });
});

describe('how many sets stay in memory', () => {
  it('drops the least recently opened beyond `keep`, but never a set a page uses', async () => {
    const api = fakeApi(makeRows(3));
    const store = createResponseSetStore({ fetchPage: api.fetchPage, notifyMs: 0, keep: 2 });
    const releases = ['a', 'b', 'c', 'd'].map((form) => store.use(form));
    expect(['a', 'b', 'c', 'd'].map((form) => store.get(form)?.formId)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    releases.forEach((release) => release());
    store.open('e');
    // a, b and c were opened before d and e, and no page uses them any more.
    expect(['a', 'b', 'c', 'd', 'e'].map((form) => store.get(form) !== undefined)).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
  });
});
