import { sleep } from '@/lib/sleep';
import { parseRetryAfter, WAIT_CEILING_MS } from './wait-policy';

/**
 * Paces the requests to one API key by what the API says of its rate limit, so that a long
 * read spreads its requests over the window instead of bursting into a 429 and waiting.
 * The API says it in `RateLimit-*` or `X-RateLimit-*` headers (how many are left, when the
 * window ends), or in a 429's `Retry-After`. The pacer never waits longer than that: at most
 * until the window ends, or as long as Retry-After asks.
 */

/** What one response said of the rate limit; absent what it did not say. */
export type RateLimitNews = {
  limit?: number;
  remaining?: number;
  /** When the window ends (ms since the epoch). */
  resetAt?: number;
  /** A 429's Retry-After: no request before this time. */
  retryAt?: number;
};

export type PacerState = {
  /** Requests left in the window ending at `resetAt`, as far as this page knows. */
  remaining: number;
  resetAt: number;
  /** The earliest time of the next request. */
  nextAt: number;
  /** The requests a window allows, and how long one lasts (the longest reset seen). */
  limit?: number;
  windowMs?: number;
  /**
   * `resetAt` is this page's guess (the last window's end plus its length), not the API's word:
   * an API may start its next window only at the next request, so the guess can end too early.
   */
  guessed?: boolean;
};

export const UNPACED: PacerState = { remaining: Infinity, resetAt: 0, nextAt: 0 };

// A reset above this many seconds is a time (seconds since the epoch, as GitHub sends it),
// below it a number of seconds from now.
const EPOCH_SECONDS = 1_000_000_000;

const count = (value: string | null): number | undefined => {
  if (value === null || !/^\s*\d+(\.\d+)?\s*$/.test(value)) return undefined;
  return Number(value);
};

/** The rate limit as a response's headers tell it; `{}` when they say nothing. */
export function readRateLimit(headers: Headers, status: number, now: number): RateLimitNews {
  const header = (name: string) =>
    headers.get(`RateLimit-${name}`) ?? headers.get(`X-RateLimit-${name}`);
  const news: RateLimitNews = {};
  const limit = count(header('Limit'));
  if (limit !== undefined && limit >= 1) news.limit = Math.floor(limit);
  const remaining = count(header('Remaining'));
  if (remaining !== undefined) news.remaining = Math.floor(remaining);
  const reset = count(header('Reset'));
  if (reset !== undefined)
    news.resetAt = reset >= EPOCH_SECONDS ? reset * 1000 : now + reset * 1000;
  const retryAfter = parseRetryAfter(headers.get('Retry-After'), now);
  // A longer wait is the user's to take (the wait policy asks for Resume): not waited for here.
  if (status === 429 && (retryAfter ?? 0) <= WAIT_CEILING_MS) {
    news.retryAt = now + (retryAfter ?? 0);
    news.remaining = 0;
    news.resetAt = Math.max(news.resetAt ?? 0, news.retryAt);
  }
  return news;
}

/**
 * The state after a response's news. Within one window the fewer of the two counts wins (answers
 * to requests sent earlier arrive late); a new window's count replaces the old one.
 */
export function learn(state: PacerState, news: RateLimitNews, now: number): PacerState {
  let next = news.limit === undefined ? state : { ...state, limit: news.limit };
  if (news.resetAt !== undefined && news.resetAt > now) {
    next = { ...next, windowMs: Math.max(next.windowMs ?? 0, news.resetAt - now) };
  }
  // An answer to a request of a window the pacer has already left (several in flight) says
  // nothing of the window it now plans in.
  const earlierWindow = news.resetAt !== undefined && news.resetAt <= state.resetAt - 1000;
  if (
    news.remaining !== undefined &&
    news.resetAt !== undefined &&
    news.resetAt > now &&
    !earlierWindow
  ) {
    const sameWindow = Math.abs(news.resetAt - state.resetAt) < 1000;
    next = {
      ...next,
      remaining: sameWindow ? Math.min(state.remaining, news.remaining) : news.remaining,
      // Of two answers, the earlier end is the nearer truth (a reset is rounded up to seconds);
      // a guessed end yields to the API's.
      resetAt: sameWindow && !state.guessed ? Math.min(state.resetAt, news.resetAt) : news.resetAt,
      guessed: false,
    };
  }
  if (news.retryAt !== undefined) next = { ...next, nextAt: Math.max(next.nextAt, news.retryAt) };
  return next;
}

/**
 * How long the next request waits, and the state once it has gone: the requests left are spread
 * evenly over what is left of the window; none left waits for the window's end.
 */
export function plan(current: PacerState, now: number): { waitMs: number; state: PacerState } {
  const start = Math.max(now, current.nextAt);
  let state = current;
  // A window is over: the next one is taken to allow as many in as long, until an answer says.
  if (start >= state.resetAt && state.limit && state.windowMs && state.resetAt > 0) {
    const windows = Math.floor((start - state.resetAt) / state.windowMs) + 1;
    state = {
      ...state,
      remaining: state.limit,
      resetAt: state.resetAt + windows * state.windowMs,
      guessed: true,
    };
  }
  if (start >= state.resetAt) {
    // The window is over (or none is known): nothing to go by until the next answer.
    return { waitMs: start - now, state: { ...state, ...UNPACED, nextAt: state.nextAt } };
  }
  if (state.remaining <= 0) {
    // The request goes in the next window: counted there, when its size is known.
    if (state.limit && state.windowMs) return plan({ ...state, nextAt: state.resetAt }, now);
    return {
      waitMs: state.resetAt - now,
      state: { ...state, remaining: 0, nextAt: state.resetAt },
    };
  }
  const interval = (state.resetAt - start) / state.remaining;
  return {
    waitMs: start - now,
    state: { ...state, remaining: state.remaining - 1, nextAt: start + interval },
  };
}

export type Pacer = {
  /**
   * Undefined when the next request may go now (so that it goes within the caller's turn),
   * else a promise of its turn that rejects if `signal` aborts first.
   */
  take(signal?: AbortSignal): Promise<void> | undefined;
  /**
   * Learns from a response's status and headers. A 429 to a delete holds nothing back: the user
   * is told to wait and decides when to confirm again; reads wait by themselves.
   */
  learn(status: number, headers: Headers, method?: string): void;
};

export function createPacer(now: () => number = Date.now): Pacer {
  let state = UNPACED;
  return {
    take(signal) {
      const planned = plan(state, now());
      if (planned.waitMs <= 0) {
        state = planned.state;
        return undefined;
      }
      // A waiting request holds no turn: it plans again when it wakes, with what the answers
      // that arrived meanwhile taught (a window that began later than guessed, say).
      return (async () => {
        for (let wait = planned.waitMs; wait > 0;) {
          await sleep(wait, signal ?? new AbortController().signal);
          const again = plan(state, now());
          if (again.waitMs <= 0) state = again.state;
          wait = again.waitMs;
        }
      })();
    },
    learn(status, headers, method = 'GET') {
      const time = now();
      const read = readRateLimit(headers, method === 'GET' ? status : 200, time);
      state = learn(state, read, time);
    },
  };
}
