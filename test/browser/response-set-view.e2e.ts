import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addScenario, screenshot, useBrowser } from './browser';
import {
  apiSubmissions,
  columnTexts,
  count,
  matchCount,
  openLoaded,
  rowsHolding,
  searchFor,
  shownIds,
} from './response-set-support';
import { signIn } from './sign-in';

const TOTAL = 10_000;

/** A 10,000-submission form, loaded in the page, and what the API holds for it. */
async function largeForm(page: Page, query?: string) {
  const formId = await addScenario('large-submissions');
  const data = await apiSubmissions(formId);
  expect(data.rows).toHaveLength(TOTAL);
  await signIn(page, { remember: true });
  await openLoaded(page, formId, TOTAL, query);
  return { formId, ...data };
}

// The machine running these may be busy: give the page time, the assertions stay exact.
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

const numbers = (texts: string[]) => texts.map((text) => Number(text.replace(/[^\d.-]/g, '')));

describe('the response set of a 10,000-submission form, in Chromium', { timeout: 180_000 }, () => {
  const session = useBrowser();

  it('a search finds a response that lives on the last API page', async () => {
    const { page } = session;
    const { rows, lastPage, questionId } = await largeForm(page);
    const wanted = lastPage.at(-1)!;
    const email = String(wanted.responses[questionId('Email')]);
    const holding = rowsHolding(rows, email);

    await searchFor(page, email);
    await eventually(() => matchCount(page)).toEqual({ n: holding.length, m: TOTAL });
    expect(await shownIds(page)).toEqual(holding.map((row) => row.id));
    expect(await shownIds(page)).toContain(wanted.id);
  });

  it('sorts a number column numerically, both ways, over every response', async () => {
    const { page } = session;
    const { rows, questionId } = await largeForm(page);
    const totals = rows
      .map((row) => row.responses[questionId('Order total')])
      .filter((value): value is number => typeof value === 'number');

    await page.getByRole('button', { name: 'Order total: sort ascending' }).click();
    await eventually(async () => numbers(await columnTexts(page, 'Order total'))[0]).toBe(
      Math.min(...totals),
    );
    const ascending = numbers(await columnTexts(page, 'Order total'));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending.length).toBe(100);

    await page.getByRole('button', { name: 'Order total: sort descending' }).click();
    await eventually(async () => numbers(await columnTexts(page, 'Order total'))[0]).toBe(
      Math.max(...totals),
    );
    const descending = numbers(await columnTexts(page, 'Order total'));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
  });

  it('a filter narrows the count; a reload of the copied URL shows the same view', async () => {
    const { page } = session;
    const { rows, questionId } = await largeForm(page);
    const proRows = rows.filter((row) => row.responses[questionId('Plan')] === 'Pro');
    const pro = proRows.length;

    await page.getByRole('button', { name: 'Add filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a filter' });
    await dialog.getByRole('combobox', { name: 'Column' }).fill('Plan');
    await dialog.getByRole('option', { name: 'Plan', exact: true }).click();
    await dialog.getByRole('checkbox', { name: `Pro (${count(pro)})` }).check();
    await dialog.getByRole('button', { name: 'Add' }).click();
    await eventually(() => matchCount(page)).toEqual({ n: pro, m: TOTAL });
    await screenshot(page, 'response-set-filter');

    await searchFor(page, 'Mobile');
    await page.getByRole('button', { name: 'Order total: sort ascending' }).click();
    const mobile = rowsHolding(proRows, 'Mobile').length;
    expect(mobile).toBeLessThan(pro);
    await eventually(() => matchCount(page)).toEqual({ n: mobile, m: TOTAL });
    await page.locator('th[aria-sort="ascending"]', { hasText: 'Order total' }).waitFor();
    await page.locator('table[aria-busy="false"]').waitFor();
    const before = { match: await matchCount(page), ids: await shownIds(page) };

    const copied = page.url();
    await page.goto('about:blank');
    await page.goto(copied);
    await page.getByText(`All ${count(TOTAL)} responses loaded`).waitFor({ timeout: 60_000 });
    await eventually(() => matchCount(page)).toEqual(before.match);
    expect(await shownIds(page)).toEqual(before.ids);
    await page.getByRole('button', { name: 'Edit filter: Plan is any of Pro' }).waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search responses' }).inputValue()).toBe(
      'Mobile',
    );
  });

  it('select all matching and delete removes exactly those', async () => {
    const { page } = session;
    // 25 a page: the selection must reach across pages.
    const { formId, rows, questionId } = await largeForm(page, 'filter=all&limit=25');
    const name = String(rows[0]!.responses[questionId('Name')]);
    const doomed = rowsHolding(rows, name).map((row) => row.id);
    expect(doomed.length).toBeGreaterThan(25);

    await searchFor(page, name);
    await eventually(() => matchCount(page)).toEqual({ n: doomed.length, m: TOTAL });
    await page.getByRole('checkbox', { name: 'Select all submissions on this page' }).check();
    await page.getByRole('button', { name: `Select all ${doomed.length} matching` }).click();
    await page.getByText(`${doomed.length} selected`).waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const label = `Delete ${doomed.length} submissions`;
    await page.getByRole('dialog').getByRole('button', { name: label }).click();
    await page.getByText(`${doomed.length} submissions deleted`).waitFor();

    const left = (await apiSubmissions(formId)).rows.map((row) => row.id);
    expect(left).toHaveLength(TOTAL - doomed.length);
    expect(left.filter((id) => doomed.includes(id))).toEqual([]);
    expect(new Set(left)).toEqual(
      new Set(rows.map((row) => row.id).filter((id) => !doomed.includes(id))),
    );
    await eventually(() => matchCount(page)).toEqual({ n: 0, m: TOTAL - doomed.length });
    await page.getByText(`All ${count(TOTAL - doomed.length)} responses loaded`).waitFor();
  });
});
