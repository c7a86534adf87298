import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, setFaults, useBrowser } from './browser';
import { signIn } from './sign-in';

const FORM = 'Support ticket intake';

async function openForm(page: Page) {
  await page.getByRole('link', { name: FORM }).click();
  await page.getByRole('heading', { name: FORM, level: 1 }).waitFor();
  const text = await page.getByText(/of [\d,]+ submissions/).textContent();
  return Number(text?.match(/of ([\d,]+)/)?.[1]?.replace(/,/g, ''));
}

async function exportAs(page: Page, item: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: item }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

const csvRows = (text: string) =>
  Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { newline: '\r\n' }).data;

describe('export and columns', () => {
  const session = useBrowser();

  it('exports every submission of the filter as CSV and as JSON', async () => {
    const { page } = session;
    await signIn(page);
    const total = await openForm(page);
    expect(total).toBeGreaterThan(25);

    const csv = await exportAs(page, 'Export all as CSV');
    expect(csv.name).toMatch(/^support-ticket-intake-submissions-completed-\d{4}-\d\d-\d\d\.csv$/);
    expect(csv.text.startsWith('\uFEFF')).toBe(true);
    const [headers, ...rows] = csvRows(csv.text);
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(headers?.slice(0, 3)).toEqual(['Submission ID', `Submitted (${zone})`, 'Status']);
    expect(rows).toHaveLength(total);
    expect(new Set(rows.map((row) => row[0])).size).toBe(total);
    expect(rows.every((row) => row[2] === 'Completed')).toBe(true);
    expect(csv.text).not.toContain('[object Object]');
    await page.getByText(`${total} submissions saved to ${csv.name}`).waitFor();

    const json = await exportAs(page, 'Export all as JSON');
    const parsed = JSON.parse(json.text) as { count: number; submissions: { id: string }[] };
    expect(parsed.submissions).toHaveLength(total);
    expect(parsed.count).toBe(total);
    expect(parsed.submissions.map((row) => row.id)).toEqual(rows.map((row) => row[0]));
  });

  it('downloads the export code only once the pointer comes to Export', async () => {
    const { page } = session;
    const exportCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/export-file-[\w-]+\.js$/.test(request.url())) exportCode.push(request.url());
    });
    await signIn(page);
    await openForm(page);
    await page
      .getByRole('checkbox', { name: /^Select submission of/ })
      .first()
      .waitFor();
    expect(exportCode).toEqual([]);

    await page.getByRole('button', { name: 'Export' }).hover();
    await expect.poll(() => exportCode.length).toBe(1);
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  it('exports only the selected rows', async () => {
    const { page } = session;
    await signIn(page);
    await openForm(page);
    const boxes = page.getByRole('checkbox', { name: /^Select submission of/ });
    await boxes.nth(0).check();
    await boxes.nth(2).check();
    const csv = await exportAs(page, 'Export selected as CSV');
    expect(csv.name).toMatch(/selected-submissions/);
    expect(csvRows(csv.text)).toHaveLength(1 + 2);
  });

  it('Cancel stops an export at once: the requests in flight are dropped, no file', async () => {
    const { page } = session;
    const sent: string[] = [];
    const dropped: string[] = [];
    // The export's pages of the completed tab; the response set reads `filter=all` meanwhile.
    const isExportPage = (url: string) =>
      url.includes('/submissions?') && url.includes('filter=completed') && url.includes('limit=50');
    page.on('request', (request) => {
      if (isExportPage(request.url()) && request.method() === 'GET') sent.push(request.url());
    });
    page.on('requestfailed', (request) => {
      if (isExportPage(request.url())) dropped.push(request.url());
    });
    let downloaded = false;
    page.on('download', () => (downloaded = true));
    await page.clock.install();
    await signIn(page);
    // Slow from the start, and every list's second page held, so that the form's response set
    // (86 submissions: two pages) is still loading when the export begins, however long the
    // clicks take: from a loaded set the export writes the rows it has and sends no request.
    await setFaults({
      latencyMs: 5_000,
      rules: [{ method: 'GET', path: '/submissions', page: 2, latencyMs: 120_000 }],
    });
    await openForm(page);
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export all as CSV' }).click();
    const dialog = page.getByRole('dialog', { name: /^Exporting completed submissions as CSV/ });
    // Not its "Starting…": that lasts only until the first page comes, 5 s later, which a busy
    // machine can take to draw the dialog.
    await dialog.waitFor();
    await expect.poll(() => sent.length).toBeGreaterThan(0);
    await screenshot(page, 'export-progress');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await page.getByText('Export cancelled').waitFor();
    // Every request in flight was dropped, none was sent after, and no file came.
    await expect.poll(() => dropped.length).toBe(sent.length);
    // Whatever the export would still do later (a retry, the next page) happens now.
    await page.clock.fastForward('00:30');
    expect(dropped).toHaveLength(sent.length);
    expect(downloaded).toBe(false);
    // The dialog's closing transition runs on the page's (fake) clock: gone once it has played.
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('hides and moves columns, keeps the choice after a reload, and resets it', async () => {
    const { page } = session;
    await signIn(page, { remember: true });
    await openForm(page);
    const headers = () => page.getByRole('columnheader').allTextContents();
    const columns = page.getByRole('button', { name: /^Columns/ });
    await columns.click();
    const panel = page.getByRole('dialog', { name: /^Columns/ });
    await panel.waitFor();
    // The columns' checkboxes, not the density choice above them (also labels).
    const names = await panel
      .getByRole('checkbox')
      .evaluateAll((inputs) =>
        inputs.map((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''),
      );
    const [first, second, third] = names;
    expect(first && second && third).toBeTruthy();
    const before = await headers();

    await panel.getByRole('checkbox', { name: first! }).uncheck();
    await panel.getByRole('button', { name: `Move ${second!} down (one column right)` }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headers).not.toContain(first!);
    const changed = await headers();
    expect(before.indexOf(second!)).toBeLessThan(before.indexOf(third!));
    expect(changed.indexOf(second!)).toBeGreaterThan(changed.indexOf(third!));
    await expect(columns.textContent()).resolves.toContain('1 hidden');

    await page.reload();
    await expect.poll(headers).toEqual(changed);

    await columns.click();
    await panel.getByRole('button', { name: 'Reset to default' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headers).toEqual(before);
  });
});
