import { inOrderBuffer } from '@/lib/in-order-buffer';
import { ApiError } from './api-error';
import { sleep } from '@/lib/sleep';
import { retryDelay, shouldRetry } from './wait-policy';

export type PageOf<T> = { items: T[]; hasNext: boolean; total: number };

export type WalkPagesOptions<T> = {
  /** One page of the list; throws ApiError on failure; receives the walk's signal. */
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageOf<T>>;
  signal: AbortSignal;
  /** Requests in flight at most (default 4). A page waiting to be sent again holds its place. */
  concurrency?: number;
  /** A hint for how many items there are (e.g. the total the table already shows): lets every worker start at once. Only a hint. */
  expectedTotal?: number;
  pageSize: number;
  /** Called once per page, strictly in page order (1, 2, 3…), never after the last page (the first with hasNext false). */
  onPage: (page: number, data: PageOf<T>) => void;
  /**
   * What a failed request does: resolve to send the same page again, reject to end the walk
   * with that error. `attempt` is 0 at a page's first failure. Default: `retryByPolicy`.
   */
  onError?: (error: unknown, attempt: number, signal: AbortSignal) => Promise<void>;
  /**
   * Each item's id. A page that says there is more but is empty or brings no new id ends the
   * walk with an error (after the pages before it are handed on): the API's list is
   * inconsistent, and paging on would never end.
   */
  idOf?: (item: T) => string;
};

export const INCONSISTENT_LIST_MESSAGE =
  "The API's list is inconsistent: it said more pages follow, but a page brought no new item. What arrived is kept.";

/** The project's retry policy: 429 honours Retry-After; 5xx and network failures back off; others fail. */
export async function retryByPolicy(error: unknown, attempt: number, signal: AbortSignal) {
  if (!shouldRetry(attempt, error)) throw error;
  await sleep(retryDelay(attempt, error), signal);
}

/**
 * Reads every page of a list, `concurrency` requests at a time, and hands the pages on in order.
 *
 * The list ends at the first page that answers `hasNext: false`; `total` only says how far
 * ahead requests may go (docs/api.md, "List order and paging"). A request never goes more than
 * `concurrency` pages past the last page that, with all before it, has arrived saying there is
 * more, so an absurd total costs at most a few wasted requests, and an under-reported one is
 * walked past one page at a time.
 */
export function walkPages<T>(options: WalkPagesOptions<T>): Promise<{ pages: number }> {
  const { fetchPage, signal, expectedTotal, pageSize, onPage } = options;
  const { onError = retryByPolicy, idOf } = options;
  const seen = new Set<string>();
  const concurrency = Math.max(1, Math.floor(options.concurrency ?? 4));

  return new Promise((resolve, reject) => {
    // Ends the requests still in flight once the walk is over, however it ended.
    const walk = new AbortController();
    const requests = AbortSignal.any([signal, walk.signal]);
    const arrived = inOrderBuffer<PageOf<T>>();
    let nextPage = 1;
    /** Pages 1 to `known` have arrived, each saying there is more. */
    let known = 0;
    /** The first page that said there is no more, once one has. */
    let last = Infinity;
    let total = expectedTotal;
    let ended = false;
    /** The last page handed on. */
    let handedOn = 0;
    /**
     * The first page that failed for good, and why. The pages before it that are still on their
     * way are waited for and handed on (what arrived stays), then the walk ends with its error;
     * none after it is sent or handed on.
     */
    let failed: { page: number; error: unknown } | null = null;

    const end = (outcome: { error: unknown } | { pages: number }) => {
      if (ended) return;
      ended = true;
      signal.removeEventListener('abort', onAbort);
      walk.abort(new DOMException('The walk is over', 'AbortError'));
      if ('error' in outcome) reject(outcome.error);
      else resolve(outcome);
    };
    const onAbort = () => end({ error: signal.reason });

    const furthest = () => {
      const byTotal = total === undefined ? 1 : Math.max(1, Math.ceil(total / pageSize));
      const bound = failed === null ? last : Math.min(last, failed.page - 1);
      return Math.min(bound, known + concurrency, Math.max(byTotal, known + 1));
    };

    const endIfFailed = () => {
      if (failed !== null && handedOn >= failed.page - 1) end({ error: failed.error });
    };
    const fail = (page: number, error: unknown) => {
      if (failed === null || page < failed.page) failed = { page, error };
      endIfFailed();
    };

    const fetchWithRetries = async (page: number) => {
      for (let attempt = 0; ; attempt += 1) {
        try {
          return await fetchPage(page, requests);
        } catch (error) {
          if (requests.aborted) throw requests.reason;
          await onError(error, attempt, requests);
        }
      }
    };

    const request = async (page: number) => {
      let data: PageOf<T>;
      try {
        data = await fetchWithRetries(page);
      } catch (error) {
        // An abort has ended the walk already; any other error is this page's, for good.
        if (!ended) fail(page, error);
        return;
      }
      if (!ended) take(page, data);
    };

    // No page goes past `known + concurrency` (`furthest`) and every page up to `known` has
    // arrived, so this window is also the limit on requests in flight.
    const sendMore = () => {
      while (!ended && nextPage <= furthest()) void request(nextPage++);
    };

    const bringsNew = (items: T[]) => {
      if (!idOf) return true;
      let fresh = false;
      for (const item of items) {
        const id = idOf(item);
        if (!seen.has(id)) {
          seen.add(id);
          fresh = true;
        }
      }
      return fresh;
    };

    const take = (page: number, data: PageOf<T>) => {
      if (page > last || (failed !== null && page >= failed.page)) return;
      if (!data.hasNext) last = page;
      total = data.total;
      const ready = arrived.put(page, data).filter(([index]) => index <= last);
      for (const [index, item] of ready) {
        if (!item.hasNext) break;
        if (idOf && !bringsNew(item.items)) {
          // Pages arrive in order here: this one ends the list, and none after it is sent.
          fail(index, new ApiError('unreadable', 200, INCONSISTENT_LIST_MESSAGE));
          break;
        }
        known = index;
      }
      // The next requests leave before the pages are handed on, which may take a while.
      sendMore();
      for (const [index, item] of ready) {
        if (ended || (failed !== null && index >= failed.page)) break;
        try {
          onPage(index, item);
        } catch (error) {
          end({ error });
          return;
        }
        handedOn = index;
        if (index === last) end({ pages: last });
      }
      endIfFailed();
    };

    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    sendMore();
  });
}
