import { isApiError } from '@/api/api-error';
import { describeError } from '@/api/describe-error';
import { retryDelay } from '@/api/retry-policy';
import { sleep } from '@/lib/sleep';
import type { Gate } from './gate';
import type { LoadPhase } from './load-phase';

/** Back-off tries before a failing API waits for the user's Resume. */
const TRIES_BEFORE_STALL = 3;
/** Without a Retry-After, a 429 waits this long. */
const DEFAULT_RATE_WAIT_MS = 5_000;

type Options = {
  gate: Gate;
  onPhase: (phase: LoadPhase) => void;
  isOnline?: () => boolean;
  /** Resolves when the browser is online again. */
  whenOnline?: (signal: AbortSignal) => Promise<void>;
  /** The wait before trying a failing API again (tests make it short). */
  backoff?: (attempt: number, error: unknown) => number;
};

function browserOnline(signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', aborted);
      resolve();
    };
    const aborted = () => {
      window.removeEventListener('online', done);
      reject(signal.reason);
    };
    window.addEventListener('online', done, { once: true });
    signal.addEventListener('abort', aborted, { once: true });
  });
}

/**
 * What a failed page request does while loading a response set, which never gives up on what it
 * has: a 429 waits as long as the API asks and goes on; offline waits for the network; a failing
 * API backs off a few times, then waits for Resume. Anything else (401, 403, 404, a page that is
 * not a page) ends the load, keeping what arrived.
 */
export function patientRetry({
  gate,
  onPhase,
  isOnline = () => navigator.onLine,
  whenOnline = browserOnline,
  backoff = retryDelay,
}: Options) {
  return async (error: unknown, attempt: number, signal: AbortSignal): Promise<void> => {
    if (!isApiError(error)) throw error;
    if (error.status === 429) {
      const wait = error.retryAfterMs ?? DEFAULT_RATE_WAIT_MS;
      onPhase({ kind: 'rateLimited', until: Date.now() + wait });
      await sleep(wait, signal);
    } else if (error.kind === 'network' && !isOnline()) {
      onPhase({ kind: 'offline' });
      await whenOnline(signal);
    } else if (error.kind === 'network' || error.status === 408 || error.status >= 500) {
      if (attempt % (TRIES_BEFORE_STALL + 1) < TRIES_BEFORE_STALL) {
        await sleep(backoff(attempt % TRIES_BEFORE_STALL, error), signal);
        return;
      }
      gate.close();
      onPhase({ kind: 'stalled', message: describeError(error) });
      await gate.wait(signal);
    } else {
      throw error;
    }
    onPhase({ kind: 'loading' });
  };
}
