import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { TOUR, TOUR_FORM, type TourStop } from './app-pages';
import { runAxe, settle } from './axe';
import { screenshot, useBrowser } from './browser';

const PHONE = { width: 390, height: 844 };

/** What a page must hold on a phone, once the tour has opened it. */
const CHECKS: Record<TourStop, (page: Page) => Promise<void>> = {
  'key-entry': async (page) => {
    await expectOnScreen(page.getByRole('button', { name: 'Connect', exact: true }));
  },
  forms: async (page) => {
    // Every form's actions button is on screen without scrolling sideways, and its delete works.
    const deletes = page.getByRole('button', { name: /^Actions for / });
    expect(await deletes.count()).toBeGreaterThan(3);
    for (const button of await deletes.all()) await expectOnScreen(button);
    await expectOnScreen(page.getByRole('button', { name: /^Name: sort/ }));
    await deletes.first().click();
    await page.getByRole('menuitem', { name: 'Delete form…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  },
  submissions: async (page) => {
    // Cards, not the table: each with its time, its status and question: answer.
    // The table is a grid (arrow keys): neither may be drawn beside the cards.
    expect(await page.getByRole('grid').count()).toBe(0);
    expect(await page.getByRole('table').count()).toBe(0);
    const cards = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem');
    expect(await cards.count()).toBeGreaterThan(5);
    const card = cards.first();
    await expectOnScreen(card.getByRole('link', { name: /^Open submission of/ }));
    await expectInWidth(card.getByText(/^(Completed|Partial)$/));
    expect(await card.locator('dt').count()).toBe(4);
    // The controls fold into a sheet: its last control is on screen too.
    await page.getByRole('button', { name: /^Filters & view/ }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters & view' });
    await expectOnScreen(sheet.getByRole('button', { name: /Export/ }));
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    await card.getByRole('checkbox').check();
    await expectOnScreen(page.getByRole('button', { name: 'Delete selected' }));
    await card.getByRole('checkbox').uncheck();
  },
  submission: async (page) => {
    await expectOnScreen(page.getByRole('button', { name: 'Delete', exact: true }));
    // A phone has no keyboard to press the shortcuts with.
    await expectOnScreen(page.getByRole('button', { name: 'Next', exact: true }));
    expect(await page.getByText(/^Shortcuts:/).count()).toBe(0);
  },
  summary: async (page) => {
    const charts = page.locator('.recharts-responsive-container');
    // The blocks' charts are drawn one block a task: wait for them.
    await expect.poll(() => charts.count()).toBeGreaterThan(3);
    for (const chart of await charts.all()) {
      const box = (await chart.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
  },
  webhooks: async (page) => {
    for (const name of [/^Actions for /, /^Reveal signing secret/, /^Copy signing secret/]) {
      const buttons = page.getByRole('button', { name });
      expect(await buttons.count()).toBeGreaterThan(1);
      for (const button of await buttons.all()) await expectOnScreen(button);
    }
    const reveal = page.getByRole('button', { name: /^Reveal signing secret/ }).first();
    await reveal.click();
    expect(await reveal.getAttribute('aria-pressed')).toBe('true');
  },
  people: async (page) => {
    await expectOnScreen(page.getByRole('button', { name: 'Find', exact: true }));
  },
  account: async (page) => {
    await expectOnScreen(page.getByRole('button', { name: /^Account menu for/ }));
    await expectOnScreen(page.getByRole('switch', { name: /Keep loaded responses/ }));
  },
};

/** Within the phone's width: seen without scrolling sideways. */
async function expectInWidth(locator: Locator) {
  // Polled: a control may be drawn again meanwhile (the account button is, as its menu's code
  // arrives), and an element scrolled to just before is then gone.
  await expect
    .poll(async () => {
      await locator.scrollIntoViewIfNeeded().catch(() => undefined);
      const box = await locator.boundingBox();
      if (!box) return 'not on the page';
      return box.x >= 0 && box.x + box.width <= PHONE.width
        ? 'within the width'
        : `from x = ${box.x} to ${box.x + box.width}`;
    })
    .toBe('within the width');
}

/** A control within the phone's width and not covered: a tap at its centre reaches it. */
async function expectOnScreen(locator: Locator) {
  await expectInWidth(locator);
  // What a tap at the control's centre would reach instead of it, named so that a failure says.
  const coveredBy = async () => {
    await locator.scrollIntoViewIfNeeded().catch(() => undefined);
    return locator.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      if (top !== null && (element === top || element.contains(top) || top.contains(element))) {
        return null;
      }
      if (top === null) return 'nothing (off screen)';
      const classes = [...top.classList].slice(0, 3).join('.');
      return `<${top.tagName.toLowerCase()}${classes ? ` class=${classes}` : ''}> "${(top.textContent ?? '').slice(0, 60)}" at y=${Math.round(rect.y)}`;
    });
  };
  // Once the page is still: a CI run once measured the link mid-scroll, off screen.
  await expect.poll(coveredBy).toBeNull();
}

describe('on a 390 × 844 phone', () => {
  const session = useBrowser();
  beforeEach(() => session.page.setViewportSize(PHONE));

  it('every page fits the width, passes axe, and its actions are on screen', async () => {
    const { page } = session;
    const problems: string[] = [];
    for (const stop of TOUR) {
      await stop.open(page);
      await CHECKS[stop.name](page);
      await settle(page);
      const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
      if (width > PHONE.width + 1) problems.push(`${stop.name}: ${width} px wide`);
      for (const finding of await runAxe(page)) {
        problems.push(`${stop.name}: ${finding.rule} ${finding.nodes.slice(0, 2).join(' | ')}`);
      }
      await screenshot(page, `phone-${stop.name}`);
    }
    expect(problems).toEqual([]);
  });

  it('a card shows each question’s whole name above its answer', async () => {
    const { page } = session;
    for (const stop of TOUR.slice(0, 3)) await stop.open(page);
    const card = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').first();
    const pairs = await card.locator('dt').evaluateAll((terms) =>
      terms.map((term) => {
        const answer = term.nextElementSibling!.getBoundingClientRect();
        const box = term.getBoundingClientRect();
        return {
          name: term.textContent,
          cut: term.scrollWidth > term.clientWidth || term.scrollHeight > term.clientHeight,
          above: box.bottom <= answer.top + 1 && Math.abs(box.left - answer.left) <= 1,
        };
      }),
    );
    expect(pairs.map((pair) => pair.name)).toEqual([
      'Your name',
      'Email address',
      'How satisfied are you with Northwind overall?',
      'How likely are you to recommend us to a colleague?',
    ]);
    for (const pair of pairs) expect(pair, pair.name!).toMatchObject({ cut: false, above: true });
    await screenshot(page, 'phone-cards-names');
  });

  it('a tap anywhere on a card opens its submission', async () => {
    const { page } = session;
    for (const stop of TOUR.slice(0, 3)) await stop.open(page);
    const card = page.getByRole('list', { name: 'Submissions' }).getByRole('listitem').nth(1);
    const time = await card.getByRole('link', { name: /^Open submission of/ }).textContent();
    // On the card's answers, away from its link and checkbox: a tap where no control is.
    const answers = (await card.locator('dl').boundingBox())!;
    await page.mouse.click(answers.x + 20, answers.y + 5);
    await page.waitForURL(new RegExp(`/forms/${TOUR_FORM.id}/submissions/[^/?]+`));
    await page.getByRole('heading', { name: `Submission of ${time}`, level: 1 }).waitFor();
  });
});
