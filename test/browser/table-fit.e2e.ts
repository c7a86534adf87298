import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addScenario, appUrl, resetSandbox, screenshot, setFaults, useBrowser } from './browser';
import { signIn } from './sign-in';

// What page tests cannot see (jsdom lays nothing out): how tall a row is, whether a header's
// badge fits in its cell.
describe('a table that fits', () => {
  const session = useBrowser();

  it('rows are compact, and the DELETED badge of a header is never clipped', async () => {
    const { page } = session;
    await resetSandbox();
    await signIn(page);
    await page.getByRole('link', { name: 'Event registration: Northwind Summit 2026' }).click();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();

    const rowHeights = await page
      .locator('table tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    expect(rowHeights.length).toBeGreaterThan(10);
    // One line of text and the row's buttons: it was 64 px.
    expect(Math.max(...rowHeights)).toBeLessThanOrEqual(44);

    const badges = await page.locator('table thead th').evaluateAll((headers) =>
      headers
        .filter((th) => th.textContent?.endsWith('deleted'))
        .map((th) => {
          const badge = [...th.querySelectorAll('*')].find(
            (element) => element.children.length === 0 && element.textContent === 'deleted',
          );
          const cell = th.getBoundingClientRect();
          const box = badge?.getBoundingClientRect();
          return {
            left: box?.left ?? -1,
            right: box?.right ?? Infinity,
            cellLeft: cell.left,
            cellRight: cell.right,
          };
        }),
    );
    expect(badges).toHaveLength(2);
    for (const badge of badges) {
      expect(badge.left).toBeGreaterThanOrEqual(badge.cellLeft);
      expect(badge.right).toBeLessThanOrEqual(badge.cellRight);
    }
    await screenshot(page, 'table-fit-compact');
  });
});

describe('columns that fit, resize and pin', () => {
  const session = useBrowser();
  const FEEDBACK = 'Customer feedback 2026';

  async function openForm(page: Page, name: string) {
    await page.getByRole('link', { name }).click();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
  }

  const header = (page: Page, name: string) =>
    page.locator('table thead th').filter({ hasText: name });
  const widthOf = async (page: Page, name: string) =>
    (await header(page, name).boundingBox())!.width;

  it('gives a short answer type a narrower column than a long answer', async () => {
    const { page } = session;
    await signIn(page);
    await openForm(page, FEEDBACK);
    const rating = await widthOf(page, 'How satisfied are you with Northwind overall?');
    const long = await widthOf(page, 'What should we improve?');
    expect(rating).toBeLessThanOrEqual(140);
    expect(long).toBeGreaterThan(rating + 100);
  });

  it('keeps a width dragged by hand after a reload', async () => {
    const { page } = session;
    await signIn(page, { remember: true });
    await openForm(page, FEEDBACK);
    const before = await widthOf(page, 'Your name');
    const handle = header(page, 'Your name').getByRole('separator');
    const box = (await handle.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 90, box.y + box.height / 2, { steps: 6 });
    await page.mouse.up();
    const after = await widthOf(page, 'Your name');
    expect(after).toBeCloseTo(before + 90, -1);

    await page.reload();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    expect(await widthOf(page, 'Your name')).toBeCloseTo(after, 0);
  });

  it('keeps a pinned column in view while the table scrolls sideways', async () => {
    const { page } = session;
    await signIn(page);
    await openForm(page, FEEDBACK);
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page
      .getByRole('button', { name: 'Pin What should we improve? (keep it at the left)' })
      .click();
    await page.keyboard.press('Escape');

    const scroller = page.getByRole('region', { name: 'Submissions table' });
    const frame = (await scroller.boundingBox())!;
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    expect(await scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(200);
    // Right after the lead columns (300 + 130 px), whatever the scroll, once the scroll is drawn.
    const pinnedX = async () =>
      (await header(page, 'What should we improve?').boundingBox())!.x - frame.x;
    await expect.poll(pinnedX).toBeCloseTo(430, -1);
    const pinned = (await header(page, 'What should we improve?').boundingBox())!;
    const firstCell = page.locator('table tbody tr').first().locator('td').nth(2);
    expect(await firstCell.boundingBox()).toMatchObject({ x: pinned.x });
    // An unpinned column has scrolled away under the pinned ones.
    const scrolled = (await header(page, 'Email address').boundingBox())!;
    expect(scrolled.x + scrolled.width).toBeLessThan(pinned.x + 1);
    await screenshot(page, 'table-fit-pinned');
  });

  it('switching tab while the next rows load shows a skeleton, never the previous tab’s rows', async () => {
    const { page } = session;
    const formId = await addScenario('large-submissions');
    await signIn(page, { remember: true });
    // Slow answers: the response set is far from loaded, so the tabs read from the API.
    await setFaults({ rules: [{ method: 'GET', path: '/submissions', latencyMs: 1_500 }] });
    await page.goto(`${appUrl()}/forms/${formId}/submissions`);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor({ timeout: 20_000 });
    const statuses = () => page.locator('table tbody tr td:nth-child(2)').allTextContents();
    expect(new Set(await statuses())).toEqual(new Set(['Completed']));

    await page.getByRole('tab', { name: /^Partial/ }).click();
    await page.locator('table[aria-busy="true"]').waitFor();
    expect(await statuses()).not.toContain('Completed');
    expect(await page.locator('table tbody tr[aria-hidden]').count()).toBeGreaterThan(0);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor({ timeout: 20_000 });
    expect(new Set(await statuses())).toEqual(new Set(['Partial']));
  });

  it('switching tab over the loaded responses never paints the previous tab’s rows under it', async () => {
    const { page } = session;
    await signIn(page);
    await openForm(page, FEEDBACK);
    await page
      .getByRole('status')
      .filter({ hasText: /All [\d,]+ responses loaded/ })
      .waitFor();
    // Each painted frame after the click: the selected tab, and the status column's cells.
    const frames = await page.evaluate(async () => {
      const seen: { tab: string; statuses: string[] }[] = [];
      const tabs = [...document.querySelectorAll<HTMLElement>('[role="tab"]')];
      tabs.find((element) => element.textContent?.startsWith('Partial'))!.click();
      await new Promise<void>((done) => {
        const sample = () => {
          seen.push({
            tab: tabs.find((element) => element.ariaSelected === 'true')?.textContent ?? '',
            statuses: [...document.querySelectorAll('table tbody tr td:nth-child(2)')].map(
              (cell) => cell.textContent ?? '',
            ),
          });
          if (seen.length < 30) requestAnimationFrame(sample);
          else done();
        };
        requestAnimationFrame(sample);
      });
      return seen;
    });
    const underPartial = frames.filter((frame) => frame.tab.startsWith('Partial'));
    expect(underPartial.length).toBeGreaterThan(0);
    for (const frame of underPartial) expect(frame.statuses).not.toContain('Completed');
    expect(new Set(frames.at(-1)!.statuses)).toEqual(new Set(['Partial']));
  });

  it('at 1440 px a long question name shows on two lines, whole on hover and focus; comfortable rows wrap long answers to three lines at most', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await openForm(page, FEEDBACK);
    const satisfied = 'How satisfied are you with Northwind overall?';
    const name = header(page, satisfied).locator('bdi');
    const lines = (element: HTMLElement) =>
      Math.round(element.clientHeight / parseFloat(getComputedStyle(element).lineHeight));
    expect(await name.evaluate(lines)).toBe(2);
    // The rest of the name, past two lines, is behind the ellipsis and in the tooltip.
    const tooltip = page.getByRole('tooltip');
    await name.hover();
    await expect.poll(() => tooltip.textContent(), { timeout: 10_000 }).toBe(satisfied);
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });

    const recommend = 'How likely are you to recommend us to a colleague?';
    // A key first: focus then shows as keyboard focus (:focus-visible), as it does from Tab.
    await page.keyboard.press('Shift');
    await header(page, recommend).getByRole('button').focus();
    await expect.poll(() => tooltip.textContent(), { timeout: 10_000 }).toBe(recommend);
    expect(await header(page, recommend).locator('bdi').evaluate(lines)).toBeLessThanOrEqual(2);

    const heights = () =>
      page
        .locator('table tbody tr')
        .evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
    const compact = Math.max(...(await heights()));
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByText('Comfortable rows').click();
    await page.keyboard.press('Escape');
    const comfortable = await heights();
    expect(Math.min(...comfortable)).toBeGreaterThan(compact);
    // A long answer wraps, three lines of about 22 px at most, plus the row's padding.
    expect(Math.max(...comfortable)).toBeGreaterThan(Math.min(...comfortable));
    expect(Math.max(...comfortable)).toBeLessThanOrEqual(3 * 23 + 26);
    await screenshot(page, 'table-fit-comfortable');
  });

  it('searching over the loaded responses keeps the rows: no skeleton flashes while typing', async () => {
    const { page } = session;
    await signIn(page);
    await openForm(page, FEEDBACK);
    await page
      .getByRole('status')
      .filter({ hasText: /All [\d,]+ responses loaded/ })
      .waitFor();
    await page.evaluate(() => {
      const seen: number[] = [];
      Object.assign(window, { skeletonFrames: seen });
      const sample = () => {
        seen.push(document.querySelectorAll('table tbody tr[aria-hidden]').length);
        if (seen.length < 90) requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.getByRole('searchbox').first().pressSequentially('better', { delay: 40 });
    // Every sampled frame, through the typing and after it.
    await page.waitForFunction(
      () => (window as unknown as { skeletonFrames: number[] }).skeletonFrames.length >= 90,
    );
    const frames = await page.evaluate(
      () => (window as unknown as { skeletonFrames: number[] }).skeletonFrames,
    );
    expect(frames.length).toBeGreaterThan(30);
    expect(frames.filter((count) => count > 0)).toEqual([]);
  });

  it('keeps a pinned column in view on a 150-question form, where only the columns in view are drawn', async () => {
    const { page } = session;
    const formId = await addScenario('wide-form');
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/forms/${formId}/submissions`);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: /^Columns/ }).click();
    await page.getByRole('searchbox', { name: 'Search columns' }).fill('Q6.');
    await page.getByRole('button', { name: /^Pin Q6\./ }).click();
    await page.keyboard.press('Escape');

    const scroller = page.getByRole('region', { name: 'Submissions table' });
    const frame = (await scroller.boundingBox())!;
    await scroller.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    await header(page, 'Q150.').waitFor();
    const pinned = (await header(page, 'Q6.').boundingBox())!;
    expect(pinned.x - frame.x).toBeCloseTo(430, -1);
    expect(await page.locator('table tbody tr').first().locator('td').nth(2).textContent()).toBe(
      await page.locator('table tbody tr').first().locator('td[aria-colindex="3"]').textContent(),
    );
    await screenshot(page, 'table-fit-pinned-wide');
  });
});
