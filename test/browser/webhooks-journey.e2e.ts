import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

describe('webhooks', () => {
  const session = useBrowser();

  it('filters by a form, reveals a secret, deletes a webhook and it is gone', async () => {
    const { page } = session;
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await signIn(page);
    await page.getByRole('link', { name: 'Webhooks' }).click();
    await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .waitFor();

    await page
      .getByRole('textbox', { name: 'Form' })
      .or(page.getByRole('combobox', { name: 'Form' }))
      .first()
      .click();
    await page.getByRole('option', { name: 'Customer feedback 2026' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('form_id')).toMatch(/^frm_/);
    const rows = page.getByRole('button', { name: /^Actions for / });
    // The filtered list has replaced the full one: the form's four webhooks, no Form column.
    await expect.poll(() => rows.count()).toBe(4);
    expect(await page.getByRole('columnheader', { name: /^Form/ }).count()).toBe(0);
    const count = await rows.count();

    const html = await page.content();
    expect(html).not.toMatch(/whsec_/);
    await page
      .getByRole('button', { name: /^Reveal signing secret/ })
      .first()
      .click();
    await expect.poll(async () => (await page.content()).match(/whsec_\w+/)?.length ?? 0).toBe(1);
    await screenshot(page, 'webhooks-filtered-revealed');

    const name = (await rows.first().getAttribute('aria-label'))?.replace('Actions for ', '');
    await rows.first().click();
    await page.getByRole('menuitem', { name: 'Delete webhook' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('stops sending events to').waitFor();
    await dialog.getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('Webhook deleted').waitFor();
    expect(deletes).toHaveLength(1);
    await expect.poll(() => rows.count()).toBe(count - 1);
    expect(await page.locator('[data-webhook-name]', { hasText: name ?? '' }).count()).toBe(0);
  });
});
