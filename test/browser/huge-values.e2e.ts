import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Submission } from '@/contract/entities';
import { addScenario, appUrl, useBrowser } from './browser';
import { callApi } from './observe';
import { signIn } from './sign-in';

// Issue 27: an answer of 1e308 was written out as 309 digits that never wrap, and the submission
// page became 3,917 px wide on a phone, the Summary 3,428 px wider than the screen.

const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));

/** The innermost elements that reach past the screen's right edge, to say what widened it. */
const widest = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1)
      .slice(-3)
      .map((element) => `${element.tagName} “${(element.textContent ?? '').slice(0, 40)}”`)
      .join(', '),
  );

const hasHugeNumber = (value: unknown): boolean =>
  typeof value === 'number'
    ? Math.abs(value) >= 1e15
    : typeof value === 'object' && value !== null && Object.values(value).some(hasHugeNumber);

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`huge numbers on a phone (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    it('the submissions and the Summary with a 1e308 answer fit 390 px', async () => {
      const { page } = session;
      const formId = await addScenario('hostile');
      const { submissions } = await callApi<{ submissions: Submission[] }>(
        'GET',
        `/forms/${formId}/submissions?filter=all&limit=50`,
      );
      const huge = submissions.filter((submission) => hasHugeNumber(submission.responses));
      expect(huge.length).toBeGreaterThan(0);
      await page.setViewportSize({ width: 390, height: 844 });
      await signIn(page, { remember: true });

      const wider: string[] = [];
      for (const [index, submission] of huge.entries()) {
        await page.goto(`${appUrl()}/forms/${formId}/submissions/${submission.id}`);
        // Shown short, the whole value in its title.
        const short = page.getByText(/^-?\d(\.\d+)?E\d+$/).first();
        await short.waitFor();
        expect(await short.getAttribute('title')).toMatch(/^-?[\d,]{19,}$/);
        const { scroll, inner } = await pageWidth(page);
        if (scroll > inner) wider.push(`${submission.id}: ${scroll} px, ${await widest(page)}`);
        if (index === 0) {
          await short.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `/tmp/shots-defects/huge-number-submission-390-${colorScheme}.png`,
          });
        }
      }

      await page.goto(`${appUrl()}/forms/${formId}/summary?filter=all`);
      await page
        .getByText(/^\d(\.\d+)?E308$/)
        .first()
        .waitFor();
      // Every response loaded and every block drawn (Drop-off comes last): the Summary whole.
      await expect.poll(() => page.getByText(/^Loading responses:/).count()).toBe(0);
      await page.getByRole('region', { name: 'Drop-off' }).waitFor();
      const { scroll, inner } = await pageWidth(page);
      if (scroll > inner) wider.push(`summary: ${scroll} px, ${await widest(page)}`);
      await page
        .getByText(/^\d(\.\d+)?E308$/)
        .first()
        .scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `/tmp/shots-defects/huge-number-summary-390-${colorScheme}.png`,
      });
      expect(wider).toEqual([]);
    }, 120_000);
  });
}
