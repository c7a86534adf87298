import PQueue from 'p-queue';

/**
 * Runs at most `max` tasks at once; the rest wait their turn, first come first served (p-queue,
 * the project's one limiter). React Query has no limit per kind of query, so a queryFn that must
 * not flood the API (one read per row of a list) goes through one of these. A task whose signal
 * aborts while it waits leaves the queue and never runs.
 */
export function atMost(max: number) {
  const queue = new PQueue({ concurrency: max });
  return <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> =>
    queue.add(() => task(), { signal });
}
