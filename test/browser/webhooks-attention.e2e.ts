import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { runAxe } from './axe';
import { resetSandbox, sandboxUrl, useBrowser } from './browser';
import { signIn } from './sign-in';

const SHOTS = process.env.SHOTS_DIR;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function openWebhooks(page: Page) {
  await signIn(page, { path: '/webhooks' });
  await page.getByRole('heading', { name: 'Webhooks', level: 1 }).waitFor();
  await page
    .getByRole('button', { name: /^Actions for / })
    .first()
    .waitFor();
}

const rowOf = (page: Page, name: string) =>
  page.locator('tr', { has: page.getByText(name, { exact: true }) });

type SandboxWebhook = { id: string; name: string; signing_secret: string; form_id: string };

async function sandboxWebhooks(): Promise<SandboxWebhook[]> {
  const response = await fetch(`${sandboxUrl()}/webhooks?limit=500`, {
    headers: { Authorization: `Bearer ${(await import('@/sandbox/keys')).SANDBOX_KEYS.full}` },
  });
  return ((await response.json()) as { webhooks: SandboxWebhook[] }).webhooks;
}

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`webhooks page (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    it('axe has nothing to say on the table, the picture and the verify dialog; screenshots', async () => {
      const { page } = session;
      await page.setViewportSize({ width: 1440, height: 900 });
      await openWebhooks(page);
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `webhooks-1440-${colorScheme}`);
      await page.getByRole('tab', { name: 'Where responses go' }).click();
      await page.locator('path[data-webhook]').first().waitFor();
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `webhooks-flow-1440-${colorScheme}`);
      await page.getByRole('tab', { name: 'Table' }).click();
      await page.getByRole('button', { name: 'Actions for Sync feedback to CRM' }).click();
      await page.getByRole('menuitem', { name: 'Verify a delivery' }).click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('menu').waitFor({ state: 'detached' });
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `webhooks-verify-1440-${colorScheme}`);
    });

    it('on a 390 px phone the page is no wider than the screen, table and picture', async () => {
      const { page } = session;
      await page.setViewportSize({ width: 390, height: 844 });
      await openWebhooks(page);
      const width = () => page.evaluate(() => document.scrollingElement!.scrollWidth);
      expect(await width()).toBeLessThanOrEqual(390);
      await shot(page, `webhooks-390-${colorScheme}`);
      await page.getByRole('tab', { name: 'Where responses go' }).click();
      await page
        .getByRole('heading', { name: /^Zapier · / })
        .first()
        .waitFor();
      expect(await width()).toBeLessThanOrEqual(390);
      expect(await runAxe(page)).toEqual([]);
      await shot(page, `webhooks-flow-390-${colorScheme}`);
    });
  });
}

describe('webhooks: findings, picture, verify, bulk delete', () => {
  const session = useBrowser();

  it('each finding of the sandbox shows on its row, counted at the top', async () => {
    const { page } = session;
    await openWebhooks(page);
    const expected: [string, RegExp][] = [
      ['Legacy roadmap export', /Plain http/],
      ['Try the new intake parser', /development address/],
      ['Post signups to Discord', /No signing secret/],
      ['Quiz results to the LMS', /form no longer exists/],
      ['Post new feedback to Slack (copy)', /same URL/],
      ['Post new feedback to Slack', /same URL/],
    ];
    for (const [name, reason] of expected) {
      await expect.poll(() => rowOf(page, name).getByText(reason).count()).toBe(1);
    }
    await page.getByText('6 need attention').waitFor();
    await page.getByText('Form gone (1)').click();
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(1);
  });

  it('the picture draws one link per webhook', async () => {
    const { page } = session;
    await openWebhooks(page);
    await page.getByRole('tab', { name: 'Where responses go' }).click();
    await page.locator('path[data-webhook]').first().waitFor();
    const drawn = await page
      .locator('path[data-webhook]')
      .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-webhook')));
    const ids = (await sandboxWebhooks()).map((webhook) => webhook.id);
    expect([...drawn].sort()).toEqual([...ids].sort());
    await page.locator('path[data-webhook]').first().focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Verify a delivery' }).waitFor();
  });

  it('a signature made with the secret verifies; a tampered body does not', async () => {
    const { page } = session;
    await openWebhooks(page);
    const hook = (await sandboxWebhooks()).find((w) => w.name === 'Sync feedback to CRM')!;
    const body = '{"event":"submission.created","submission_id":"sub_1"}';
    const signature = createHmac('sha256', hook.signing_secret).update(body).digest('base64');
    await page.getByRole('button', { name: 'Actions for Sync feedback to CRM' }).click();
    await page.getByRole('menuitem', { name: 'Verify a delivery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Raw request body').fill(body);
    await dialog.getByLabel('Signature').fill(signature);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Genuine', { exact: true }).waitFor();
    await dialog.getByText(/written in base64/).waitFor();
    await dialog.getByLabel('Raw request body').fill(`${body}\n`);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Does not match', { exact: true }).waitFor();
    await dialog.getByText(/raw bytes/).waitFor();
    expect(page.url()).not.toContain(hook.signing_secret);
  });

  it('selecting the orphaned webhooks deletes exactly those, each once', async () => {
    const { page } = session;
    await resetSandbox();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await openWebhooks(page);
    await page.getByText('Form gone (1)').click();
    await page.getByRole('button', { name: 'Select the 1 shown' }).click();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: /Quiz results to the LMS/ }).waitFor();
    await dialog.getByRole('button', { name: /^Delete/ }).click();
    await page.getByText('Webhook deleted').waitFor();
    const orphan = (await sandboxWebhooks()).find((w) => w.name === 'Quiz results to the LMS');
    expect(orphan).toBeUndefined();
    expect(deletes).toHaveLength(1);
    expect(deletes[0]).toMatch(/\/webhooks\/whk_/);
    expect(await sandboxWebhooks()).toHaveLength(14);
  });
});
