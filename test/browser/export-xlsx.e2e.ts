import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import readXlsxFile from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { useBrowser } from './browser';
import { signIn } from './sign-in';

/**
 * A date cell's time as the CSV writes it. A spreadsheet keeps a time as a fraction of a day, which
 * a reader may turn into a Date a millisecond short: to the nearest second, as a spreadsheet shows it.
 */
const wallClock = (value: Date) =>
  new Date(Math.round(value.getTime() / 1000) * 1000).toISOString().slice(0, 19).replace('T', ' ');

const SHOWCASE = `/forms/${SEED_FORM_IDS.showcase}/submissions`;

async function download(page: Page, item: string, beforeChoice = () => {}) {
  await page.getByRole('button', { name: 'Export' }).click();
  const saved = page.waitForEvent('download');
  beforeChoice();
  await page.getByRole('menuitem', { name: item }).click();
  const file = await saved;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

describe('XLSX export in the browser', () => {
  // An owner in Paris: the CSV and XLSX say so, unless UTC is chosen.
  const session = useBrowser({ timezoneId: 'Europe/Paris' });

  it('writes the CSV’s rows and columns as typed cells; its code loads only when chosen', async () => {
    const { page } = session;
    // Each script the page downloads, and whether XLSX had been chosen when it was asked for.
    let chosen = false;
    const scripts: Promise<{ afterChoice: boolean; text: string }>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const afterChoice = chosen;
      scripts.push(response.text().then((text) => ({ afterChoice, text })));
    });
    await signIn(page, { path: SHOWCASE });
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    const xlsx = await download(page, 'Export all as XLSX', () => (chosen = true));
    expect(xlsx.name).toMatch(/-submissions-completed-\d{4}-\d\d-\d\d\.xlsx$/);
    // The spreadsheet library came with this choice, not with the page or the menu.
    const library = (await Promise.all(scripts)).filter(({ text }) =>
      text.includes('spreadsheetml'),
    );
    expect(library.length).toBeGreaterThan(0);
    expect(library.every(({ afterChoice }) => afterChoice)).toBe(true);
    const sheets = await readXlsxFile(xlsx.bytes);
    expect(sheets).toHaveLength(1);
    const [headers = [], ...rows] = sheets[0]?.data ?? [];

    const csv = await download(page, 'Export all as CSV');
    const [csvHeaders = [], ...csvRows] = Papa.parse<string[]>(
      csv.bytes.toString('utf8').replace(/^\uFEFF/, ''),
      { newline: '\r\n' },
    ).data;
    expect(headers).toEqual(csvHeaders);
    expect(headers[1]).toBe('Submitted (Europe/Paris)');
    expect(rows.map((row) => row[0])).toEqual(csvRows.map((row) => row[0]));
    const submitted = rows.map((row) => row[1]);
    expect(submitted.every((value) => value instanceof Date)).toBe(true);
    // The same wall-clock time as the CSV's.
    expect(submitted.map((value) => (value instanceof Date ? wallClock(value) : value))).toEqual(
      csvRows.map((row) => row[1]),
    );
    const numbers = rows.flat().filter((value) => typeof value === 'number');
    expect(numbers.length).toBeGreaterThan(0);
  });

  it('writes the times in UTC when the owner chooses it', async () => {
    const { page } = session;
    await signIn(page, { path: SHOWCASE });
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByText('CSV and XLSX times: Europe/Paris').waitFor();
    await page.getByRole('menuitem', { name: 'Write times in UTC' }).click();
    await page.getByText('CSV and XLSX times: UTC').waitFor();
    await page.getByRole('menuitem', { name: 'Write times in Europe/Paris' }).waitFor();
    await page.keyboard.press('Escape');
    const csv = await download(page, 'Export all as CSV');
    const [headers = []] = Papa.parse<string[]>(csv.bytes.toString('utf8').replace(/^\uFEFF/, ''), {
      newline: '\r\n',
    }).data;
    expect(headers[1]).toBe('Submitted (UTC)');
  });
});
