import type { Page } from 'playwright-core';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { appUrl, sandboxUrl } from './browser';

export type Row = {
  id: string;
  created_at: string;
  is_partial: boolean;
  responses: Record<string, unknown>;
};
type ListPage = {
  submissions: Row[];
  questions: { id: string; name: string }[];
  has_next: boolean;
};

const nf = new Intl.NumberFormat('en-US');
export const count = (n: number) => nf.format(n);

/** What the API holds for a form, read page by page as any client would (every tab). */
export async function apiSubmissions(formId: string) {
  const rows: Row[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(
      `${sandboxUrl()}/forms/${formId}/submissions?filter=all&limit=50&page=${page}`,
      { headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` } },
    );
    const body = (await response.json()) as ListPage;
    rows.push(...body.submissions);
    if (!body.has_next) {
      const questionId = (name: string) => body.questions.find((q) => q.name === name)!.id;
      return { rows, lastPage: body.submissions, pages: page, questionId };
    }
  }
}

// The search's folding (case and accents), to work out independently which rows hold a text.
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The rows whose answers hold every word of `search` (for words no number formatting touches). */
export const rowsHolding = (rows: Row[], search: string) => {
  const words = fold(search).split(/\s+/);
  return rows.filter((row) => {
    const text = fold(JSON.stringify(row.responses));
    return words.every((word) => text.includes(word));
  });
};

/** Opens a form's submissions (every tab, 100 a page) and waits until every response is held. */
export async function openLoaded(
  page: Page,
  formId: string,
  total: number,
  query = 'filter=all&limit=100',
) {
  await page.goto(`${appUrl()}/forms/${formId}/submissions?${query}`);
  // 10,000 responses: alone about 10 s; at a load of 27 on two cores more than 60 s.
  await page.getByText(`All ${count(total)} responses loaded`).waitFor({ timeout: 150_000 });
}

/** "N of M responses match", as numbers. */
export async function matchCount(page: Page) {
  const text = await page.getByText(/[\d,]+ of [\d,]+ responses match/).textContent();
  const [, n = '', m = ''] = /([\d,]+) of ([\d,]+)/.exec(text ?? '') ?? [];
  return { n: Number(n.replace(/,/g, '')), m: Number(m.replace(/,/g, '')) };
}

/** The texts of one question's cells, top row first. */
export async function columnTexts(page: Page, question: string) {
  const header = page.locator('table thead th', { hasText: question });
  const index = await header.getAttribute('aria-colindex');
  return page.locator(`table tbody tr td[aria-colindex="${index}"]`).allTextContents();
}

/** The submission ids of the rows shown, top row first (from each row's link). */
export async function shownIds(page: Page) {
  const hrefs = await page
    .getByRole('link', { name: /^Open submission of/ })
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(/submissions\/([^?]+)/.exec(href)?.[1] ?? ''));
}

export async function searchFor(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search responses' }).fill(text);
  await page.getByRole('searchbox', { name: 'Search responses' }).press('Enter');
}
