import { useSyncExternalStore } from 'react';

let pending = 0;
const listeners = new Set<() => void>();

function changeBy(delta: number) {
  pending += delta;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Counts a page's code download for as long as it runs, so that a slow one can be told. */
export function trackPageDownload<T>(download: Promise<T>): Promise<T> {
  changeBy(1);
  return download.finally(() => changeBy(-1));
}

/** Whether some page's code is still being downloaded for the screen. */
export function usePageDownloading(): boolean {
  return useSyncExternalStore(subscribe, () => pending > 0);
}
