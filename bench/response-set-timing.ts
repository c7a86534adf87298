import type { Page } from 'playwright-core';

/** What must hold in the page for a change to be on screen (checked against the live DOM). */
export type Shown = { match?: 'present' | 'absent'; sorted?: string };

/** The ms until the rows of a view change are in the page, and until they are on screen. */
export type ViewTiming = { rows: number; frame: number };

/**
 * Changes the page's URL as back/forward or a pasted link would (React Router reads the view
 * from it), and returns the ms from that change until the table shows the result: the
 * condition holds and the table is no longer marked busy. Checked on every DOM mutation, so the
 * time is when React committed the rows, without polling's delay. `frame`: until the frame that
 * draws them is done (the next animation frame, then the task after it).
 *
 * It starts once the page has settled from what came before (the last change drawn on screen,
 * then an idle moment), as a user's next click comes after they saw the last result: otherwise
 * the layout and paint of the previous change fell into this one's time in some runs and not in
 * others.
 */
export async function timeUrlChange(page: Page, search: string, shown: Shown): Promise<number> {
  return (await timeViewChange(page, search, shown)).rows;
}

export async function timeViewChange(page: Page, search: string, shown: Shown) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const settle = () =>
          setTimeout(() => requestIdleCallback(() => resolve(), { timeout: 1000 }), 0);
        // A hidden page draws no frames: then a timer stands in for the frame.
        const noFrame = setTimeout(settle, 250);
        requestAnimationFrame(() => {
          clearTimeout(noFrame);
          settle();
        });
      }),
  );
  return page.evaluate(
    ({ search, match, sorted }) =>
      new Promise<ViewTiming>((resolve, reject) => {
        const matchText = () =>
          [...document.querySelectorAll('[aria-live="polite"]')].some((el) =>
            /responses match/.test(el.textContent ?? ''),
          );
        const done = () => {
          if (document.querySelector('table[aria-busy="true"]')) return false;
          if (!document.querySelector('table tbody')) return false;
          if (match === 'present' && !matchText()) return false;
          if (match === 'absent' && matchText()) return false;
          if (sorted && !document.querySelector(`th[aria-sort="${sorted}"]`)) return false;
          return true;
        };
        const timer = setTimeout(() => reject(new Error(`not shown: ${search}`)), 60_000);
        let start = 0;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          clearTimeout(timer);
          const rows = performance.now() - start;
          requestAnimationFrame(() =>
            setTimeout(() => resolve({ rows, frame: performance.now() - start }), 0),
          );
        });
        const url = new URL(location.href);
        url.search = search;
        const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
        history.pushState({ usr: null, key: `bench${idx}`, idx }, '', url);
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
        start = performance.now();
        dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
      }),
    { search, match: shown.match, sorted: shown.sorted },
  );
}

/** Starts recording long main-thread tasks; the returned function stops and gives the longest. */
export async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const held = window as unknown as { benchLongest: number; benchObserver: PerformanceObserver };
    held.benchLongest = 0;
    held.benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        held.benchLongest = Math.max(held.benchLongest, entry.duration);
      }
    });
    held.benchObserver.observe({ type: 'longtask' });
  });
  return () =>
    page.evaluate(() => {
      const held = window as unknown as {
        benchLongest: number;
        benchObserver: PerformanceObserver;
      };
      held.benchObserver.takeRecords().forEach((entry) => {
        held.benchLongest = Math.max(held.benchLongest, entry.duration);
      });
      held.benchObserver.disconnect();
      return held.benchLongest;
    });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** The page's JS heap after a garbage collection, in MB. */
export async function heapMb(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}
