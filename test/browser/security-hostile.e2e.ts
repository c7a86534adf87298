import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addScenario, appUrl, screenshot, useBrowser } from './browser';
import { imagesSettled, recordRequests } from './observe';
import { signIn } from './sign-in';

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** Everything in the page that could run or load a respondent's payload. */
function audit(page: Page) {
  return page.evaluate((appOrigin) => {
    const problems: string[] = [];
    if (window.__pwned !== undefined) problems.push('window.__pwned was set');
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      const raw = link.getAttribute('href') ?? '';
      const protocol = new URL(link.href).protocol;
      if (/^\s*(javascript|data|vbscript):/i.test(raw) || !/^(https?|mailto):$/.test(protocol)) {
        problems.push(`link to ${raw.slice(0, 80)}`);
      }
    }
    for (const element of document.querySelectorAll<HTMLElement>('[src], [srcset], [poster]')) {
      const source = element.getAttribute('src') ?? element.getAttribute('srcset') ?? '';
      if (!/^https?:/i.test(source) && !source.startsWith('/')) {
        problems.push(`${element.tagName} loading ${source.slice(0, 80)}`);
      }
    }
    for (const script of document.querySelectorAll('script')) {
      if (!script.src || new URL(script.src).origin !== appOrigin || script.textContent) {
        problems.push(`script ${script.src || script.textContent?.slice(0, 80)}`);
      }
    }
    if (document.querySelector('iframe, object, embed, frame, base, meta[http-equiv]')) {
      problems.push('an embedding element');
    }
    for (const element of document.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        if (/^on/i.test(attribute.name)) problems.push(`${element.tagName} ${attribute.name}`);
        if (attribute.name === 'srcdoc' || attribute.name === 'formaction') {
          problems.push(`${element.tagName} ${attribute.name}`);
        }
      }
    }
    return problems;
  }, new URL(appUrl()).origin);
}

describe('hostile answers in every question type', () => {
  const session = useBrowser();

  it('the table and every submission show them as text; nothing runs, nothing links out unsafely', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const formId = await addScenario('hostile');
    await signIn(page);

    // The form's own name is hostile too.
    await page
      .getByRole('link', { name: 'Hostile input <img src=x onerror="window.__pwned=1">' })
      .click();
    await page.getByRole('tab', { name: /^All/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('filter')).toBe('all');
    const opens = page.getByRole('link', { name: /^Open submission of/ });
    await expect.poll(() => opens.count()).toBe(14);
    expect(new URL(page.url()).pathname).toBe(`/forms/${formId}/submissions`);
    // A question named with a script tag is a column header, as text.
    await page
      .getByRole('columnheader', { name: 'short_answer <script>window.__pwned=1</script>' })
      .waitFor();
    expect(await page.getByText('<script>window.__pwned=1</script>').count()).toBeGreaterThan(0);
    await imagesSettled(page);
    expect(await audit(page)).toEqual([]);
    await screenshot(page, 'security-hostile-table');

    // Every submission, one after the other, with the keyboard shortcut.
    await opens.first().click();
    const heading = page.getByRole('heading', { name: /^Submission of/, level: 1 });
    await heading.waitFor();
    await screenshot(page, 'security-hostile-submission');
    for (let index = 1; index < 14; index += 1) {
      expect(await audit(page), `submission ${index}`).toEqual([]);
      const before = await heading.textContent();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => heading.textContent()).not.toBe(before);
    }
    await page.getByText(`14 of 14`).waitFor();
    await imagesSettled(page);
    expect(await audit(page)).toEqual([]);

    expect(errors).toEqual([]);
    expect(await page.getByText('Something went wrong').count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });
});
