import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from './axe';
import { useBrowser } from './browser';
import { signIn } from './sign-in';

// Issue 27: axe found nothing on a settled page, but aria-prohibited-attr while the forms' response
// counts loaded and color-contrast in the delete confirmation as it opened.

const summarize = (findings: Awaited<ReturnType<typeof runAxe>>) =>
  findings.map(
    (finding) =>
      `${finding.rule} ×${finding.nodes.length}: ${finding.nodes.slice(0, 2).join(' | ')}`,
  );

/** Holds every response-count read (a one-item page of a form's submissions) until released. */
async function holdCountReads(page: Page) {
  const held: Route[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/submissions') && url.searchParams.get('limit') === '1',
    (route) => void held.push(route),
  );
  return {
    held,
    release: async () => {
      await page.unroute('**');
      await Promise.all(held.map((route) => route.continue()));
    },
  };
}

/** Slows every CSS transition and animation a hundredfold, so a check runs while they play. */
async function slowTransitions(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Animation.enable');
  await cdp.send('Animation.setPlaybackRate', { playbackRate: 0.01 });
  return () => cdp.send('Animation.setPlaybackRate', { playbackRate: 1 });
}

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`axe at every moment (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    it('the forms page while its response counts load', async () => {
      const { page } = session;
      const counts = await holdCountReads(page);
      await signIn(page);
      await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
      await expect.poll(() => counts.held.length).toBeGreaterThan(0);
      await page.getByRole('img', { name: 'Loading' }).first().waitFor();
      await page.screenshot({ path: `/tmp/shots-defects/a11y-forms-loading-${colorScheme}.png` });
      const findings = await runAxe(page);
      // Still loading when axe ran: nothing was released.
      expect(await page.getByRole('img', { name: 'Loading' }).count()).toBeGreaterThan(0);
      await counts.release();
      expect(summarize(findings)).toEqual([]);
    });

    it('the delete confirmation as it opens', async () => {
      const { page } = session;
      await signIn(page);
      await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
      const restore = await slowTransitions(page);
      await page.getByRole('button', { name: 'Actions for Newsletter signup' }).click();
      await page.getByRole('menuitem', { name: 'Delete form…' }).click();
      const dialog = page.getByRole('dialog', { name: /^Delete/ });
      await dialog.waitFor();
      await page.screenshot({ path: `/tmp/shots-defects/a11y-dialog-opening-${colorScheme}.png` });
      const findings = await runAxe(page);
      // Still opening when axe ran: a transition was playing.
      const playing = await page.evaluate(
        () =>
          document.getAnimations().filter((animation) => animation.playState === 'running').length,
      );
      await restore();
      expect(playing).toBeGreaterThan(0);
      expect(summarize(findings)).toEqual([]);
    });
  });
}
