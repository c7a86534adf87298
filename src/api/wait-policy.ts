import { sleep } from '@/lib/sleep';
import { whenOnline } from '@/lib/when-online';
import { isApiError } from './api-error';
import { describeError } from './describe-error';
import type { LoadPhase } from './load-phase';
import type { PauseSwitch } from './pause-switch';

/**
 * How long to wait before asking the API again, for every read: React Query's, the walks of
 * paged lists, the response set's loader and the export. One place for the floor and ceiling.
 * Before a request goes at all, the client's pacer (request-pacer.ts) spreads requests under the
 * rate limit the API announces, so that these waits after a 429 are rare.
 */

const MAX_RETRIES = 3;
/** The shortest wait after a 429, doubled for each 429 in a row: `Retry-After: 0` never floods. */
export const RATE_LIMIT_FLOOR_MS = 1_000;
/** The longest wait taken without asking the user; a longer one is shown, with Resume. */
export const WAIT_CEILING_MS = 60_000;
/** Without a Retry-After, a 429 waits this long. */
const DEFAULT_RATE_WAIT_MS = 5_000;

/** Parses `Retry-After` (delay-seconds or an HTTP date) into milliseconds, however large. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

/**
 * The wait after the `inARow`-th 429 in a row (0 for the first): what the API asked, but at
 * least the floor for that many refusals; `tooLong` when it asked for more than the ceiling.
 */
export function rateLimitWait(
  retryAfterMs: number | undefined,
  inARow: number,
): { ms: number; tooLong: boolean } {
  const floor = Math.min(RATE_LIMIT_FLOOR_MS * 2 ** Math.min(inARow, 16), WAIT_CEILING_MS);
  const asked = retryAfterMs ?? DEFAULT_RATE_WAIT_MS;
  return {
    ms: Math.min(Math.max(asked, floor), WAIT_CEILING_MS),
    tooLong: asked > WAIT_CEILING_MS,
  };
}

/** No retry for 4xx except 408 and 429 (unless it asks for more than the ceiling); 5xx and network failures a few times. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (!isApiError(error)) return false;
  if (error.kind === 'unreadable') return false;
  if (error.kind === 'network') return true;
  if (error.status === 429) return !rateLimitWait(error.retryAfterMs, failureCount).tooLong;
  if (error.status === 408) return true;
  return error.status >= 500;
}

/** A 429 waits by `rateLimitWait`; anything else backs off exponentially with jitter, capped at 10 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isApiError(error) && error.status === 429) {
    return rateLimitWait(error.retryAfterMs, attempt).ms;
  }
  const base = Math.min(1000 * 2 ** attempt, 10_000);
  return base / 2 + Math.random() * (base / 2);
}

/** Back-off tries before a failing API waits for the user's Resume. */
const TRIES_BEFORE_STALL = 3;

type RetryUntilDoneOptions = {
  pauseSwitch: PauseSwitch;
  onPhase: (phase: LoadPhase) => void;
  isOnline?: () => boolean;
  /** Resolves when the browser is online again. */
  whenOnline?: (signal: AbortSignal) => Promise<void>;
  /** The wait before trying a failing API again (tests make it short). */
  backoff?: (attempt: number, error: unknown) => number;
};

/**
 * What a failed page request does while loading a response set or an export, which never give up
 * on what they have: a 429 waits as the API asks, within the floor and ceiling, and goes on (a
 * longer wait is shown and waits for Resume); offline waits for the network; a failing API backs
 * off a few times, then waits for Resume. Anything else (401, 403, 404, a page that is not a
 * page) ends the run, keeping what arrived.
 */
export function retryUntilDone({
  pauseSwitch,
  onPhase,
  isOnline = () => navigator.onLine,
  whenOnline: online = (signal) => whenOnline(signal),
  backoff = retryDelay,
}: RetryUntilDoneOptions) {
  const stall = async (message: string, signal: AbortSignal) => {
    pauseSwitch.pause();
    onPhase({ kind: 'stalled', message });
    await pauseSwitch.untilResumed(signal);
  };
  return async (error: unknown, attempt: number, signal: AbortSignal): Promise<void> => {
    if (!isApiError(error)) throw error;
    if (error.status === 429) {
      const wait = rateLimitWait(error.retryAfterMs, attempt);
      if (wait.tooLong) await stall(describeError(error), signal);
      else {
        onPhase({ kind: 'rateLimited', until: Date.now() + wait.ms });
        await sleep(wait.ms, signal);
      }
    } else if (error.kind === 'network' && !isOnline()) {
      onPhase({ kind: 'offline' });
      await online(signal);
    } else if (error.kind === 'network' || error.status === 408 || error.status >= 500) {
      if (attempt % (TRIES_BEFORE_STALL + 1) < TRIES_BEFORE_STALL) {
        await sleep(backoff(attempt % TRIES_BEFORE_STALL, error), signal);
        return;
      }
      await stall(describeError(error), signal);
    } else {
      throw error;
    }
    onPhase({ kind: 'loading' });
  };
}
