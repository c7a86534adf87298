import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@/contract/entities';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { runAxe, settle } from './axe';
import { answerWebhooks, resetSandbox, sandboxUrl, useBrowser } from './browser';
import { signIn } from './sign-in';

const SHOTS = process.env.SHOTS_DIR;

/** The whole page, or with a dialog open what the screen shows (the dialog is fixed to it). */
async function shot(page: Page, name: string, fullPage = true) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
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

async function sandboxGet<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  return (await response.json()) as T;
}

const sandboxWebhooks = async () =>
  (await sandboxGet<{ webhooks: Webhook[] }>('/webhooks?limit=500')).webhooks;
const sandboxForms = async () =>
  (await sandboxGet<{ forms: { id: string }[] }>('/forms?status=all&limit=500')).forms;

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`webhooks page (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    for (const size of SIZES) {
      const phone = size.width < 768;
      it(`at ${size.width} px: axe has nothing to say on the table, the picture and the dialogs, and nothing is wider than the screen`, async () => {
        const { page } = session;
        const name = (what: string) => `webhooks-${what}-${size.width}-${colorScheme}`;
        const fits = async () => {
          expect(
            await page.evaluate(() => document.scrollingElement!.scrollWidth),
          ).toBeLessThanOrEqual(size.width);
          expect(await runAxe(page)).toEqual([]);
        };
        await page.setViewportSize(size);
        await openWebhooks(page);
        await fits();
        await shot(page, name('table'));

        await page.getByRole('tab', { name: 'Where responses go' }).click();
        if (phone) {
          // On a phone the picture is a list grouped by service, every webhook in it.
          await page
            .getByRole('heading', { name: /^Zapier · / })
            .first()
            .waitFor();
          const listed = await page.getByRole('tabpanel').getByRole('listitem').count();
          expect(listed).toBe((await sandboxWebhooks()).length);
        } else {
          await page.locator('path[data-webhook]').first().waitFor();
        }
        await fits();
        await shot(page, name('flow'));

        await page.getByRole('tab', { name: 'Table' }).click();
        await page.getByRole('button', { name: 'Actions for Sync feedback to CRM' }).click();
        await page.getByRole('menuitem', { name: 'Verify a delivery' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.waitFor();
        await page.getByRole('menu').waitFor({ state: 'detached' });
        await settle(page);
        await fits();
        await shot(page, name('verify'), false);
        // The receiver's snippet holds a placeholder until the secret is asked for.
        const code = dialog.getByLabel('Code', { exact: true });
        const secret = (await sandboxWebhooks()).find(
          (webhook) => webhook.name === 'Sync feedback to CRM',
        )!.signing_secret;
        await code.scrollIntoViewIfNeeded();
        expect(await code.textContent()).toContain('"<SIGNING_SECRET>"');
        expect(await dialog.textContent()).not.toContain(secret);
        await dialog.getByRole('switch', { name: 'Show the secret in the code' }).click();
        await expect.poll(() => code.textContent()).toContain(`"${secret}"`);
        await settle(page);
        await fits();
        await shot(page, name('snippet'), false);
        await dialog.getByRole('button', { name: 'Close' }).click();
        await dialog.waitFor({ state: 'detached' });

        await page.getByText(/^Form gone \(/).click();
        await page.getByRole('button', { name: /^Select the \d+ shown$/ }).click();
        await page.getByRole('button', { name: 'Delete selected' }).click();
        await dialog.getByRole('heading', { name: /^Delete \d+ webhooks\?$/ }).waitFor();
        await settle(page);
        await fits();
        await shot(page, name('bulk-delete'), false);
        await dialog.getByRole('button', { name: 'Cancel' }).click();
        await dialog.waitFor({ state: 'detached' });
      });
    }
  });
}

// The credentials issue #38 found shown: each URL's secret part is the text after the marker.
const SECRET_URLS = [
  'https://TOK3Nuser@hooks.northwind.example/x',
  'https://hooks.northwind.example/in?jwt=JWTs3cr3t',
  'https://hooks.northwind.example/cb?code=C0DEs3cr3t&state=1',
  'https://hooks.northwind.example/in?hmac=HMACs3cr3t',
  'https://hooks.northwind.example/in;token=SEMIs3cr3t',
  'https://hooks.slack.com/services/T0123/B4567/SLACKs3cr3t',
  'https://discord.com/api/webhooks/112233445566/DISCORDs3cr3t',
];
const URL_SECRETS = [
  'TOK3N',
  'JWTs3cr3t',
  'C0DEs3cr3t',
  'HMACs3cr3t',
  'SEMIs3cr3t',
  'SLACKs3cr3t',
  'DISCORDs3cr3t',
];

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`webhook URLs with credentials (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    it('each is masked in the text, the title and the link until revealed, and flagged', async () => {
      const { page } = session;
      const [template] = await sandboxWebhooks();
      const webhooks = SECRET_URLS.map((url, index) => ({
        ...template!,
        id: `whk_secret_${index}`,
        name: `Secret hook ${index}`,
        url,
      }));
      await answerWebhooks(webhooks);
      await openWebhooks(page);
      for (const size of SIZES) {
        await page.setViewportSize(size);
        await page.getByText(`Credential in URL (${SECRET_URLS.length})`).waitFor();
        const markup = await page.content();
        expect(URL_SECRETS.filter((secret) => markup.includes(secret))).toEqual([]);
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
        ).toBeLessThanOrEqual(size.width);
        await shot(page, `webhooks-masked-urls-${size.width}-${colorScheme}`);
      }
      const slack = rowOf(page, 'Secret hook 5');
      await slack.getByRole('button', { name: 'Reveal target URL of Secret hook 5' }).click();
      await slack.locator(`a[href="${SECRET_URLS[5]}"]`).waitFor();
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
      ['Quiz scores to Google Sheets', /form no longer exists/],
      ['Beta waitlist to Airtable', /form no longer exists/],
      ['Post new feedback to Slack (copy)', /same URL/],
      ['Post new feedback to Slack', /same URL/],
    ];
    for (const [name, reason] of expected) {
      await expect.poll(() => rowOf(page, name).getByText(reason).count()).toBe(1);
    }
    await page.getByText('8 need attention').waitFor();
    await page.getByText('Form gone (3)').click();
    await expect.poll(() => page.getByRole('button', { name: /^Actions for / }).count()).toBe(3);
  });

  it('the picture draws one link per webhook', async () => {
    const { page } = session;
    await openWebhooks(page);
    await page.getByRole('tab', { name: 'Where responses go' }).click();
    const drawn = async () =>
      (
        await page
          .locator('path[data-webhook]')
          .evaluateAll((paths) => paths.map((path) => path.getAttribute('data-webhook')))
      ).sort();
    const ids = (await sandboxWebhooks()).map((webhook) => webhook.id).sort();
    await expect.poll(drawn).toEqual(ids);
    // Still once each when the forms' response counts have come in and the chart is redrawn
    // (two webhooks of one form to one service once shared a key, and one was drawn twice).
    await page.waitForLoadState('networkidle');
    expect(await drawn()).toEqual(ids);
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

  it('a body with CRLF, pasted or chosen as a file, verifies: its bytes are hashed as received', async () => {
    const { page, context } = session;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width: 1440, height: 900 });
    await openWebhooks(page);
    const hook = (await sandboxWebhooks()).find((w) => w.name === 'Sync feedback to CRM')!;
    const bodies = [
      '{\r\n  "event": "submission.created",\r\n  "submission_id": "sub_1"\r\n}\r\n',
      '--b\r\nContent-Disposition: form-data; name="payload"\r\n\r\n{"a":1}\r\n--b--\r\n',
    ];
    await page.getByRole('button', { name: 'Actions for Sync feedback to CRM' }).click();
    await page.getByRole('menuitem', { name: 'Verify a delivery' }).click();
    const dialog = page.getByRole('dialog');
    const box = dialog.getByLabel('Raw request body');
    for (const body of bodies) {
      const signature = createHmac('sha256', hook.signing_secret).update(body).digest('base64');
      await page.evaluate((text) => navigator.clipboard.writeText(text), body);
      await box.focus();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.press('ControlOrMeta+V');
      await dialog.getByText(/Hashing the text as pasted: .* its CR line ends kept\./).waitFor();
      await dialog.getByLabel('Signature').fill(signature);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      await dialog.getByText('Genuine', { exact: true }).waitFor();
    }
    await settle(page);
    await shot(page, 'webhooks-verify-pasted-1440-light', false);

    // A file's bytes, CRLF and a byte that is no UTF-8 included.
    const bytes = Buffer.concat([
      Buffer.from('{"name":"caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}\r\n'),
    ]);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'delivery.json',
      mimeType: 'application/json',
      buffer: bytes,
    });
    await dialog
      .getByText(`Hashing the ${bytes.length} bytes of delivery.json, exactly as in the file.`)
      .waitFor();
    await dialog
      .getByLabel('Signature')
      .fill(createHmac('sha256', hook.signing_secret).update(bytes).digest('hex'));
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await dialog.getByText('Genuine', { exact: true }).waitFor();
    await dialog.getByText(/written in hex/).waitFor();
  });

  it('a webhook without a signing secret says so at once, with nothing to paste', async () => {
    const { page } = session;
    await openWebhooks(page);
    const hook = (await sandboxWebhooks()).find((w) => w.name === 'Post signups to Discord')!;
    expect(hook.signing_secret).toBe('');
    await page.getByRole('button', { name: 'Actions for Post signups to Discord' }).click();
    await page.getByRole('menuitem', { name: 'Verify a delivery' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('No signing secret', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Raw request body').count()).toBe(0);
    expect(await dialog.getByRole('switch', { name: 'Show the secret in the code' }).count()).toBe(
      0,
    );
  });

  it('selecting the orphaned webhooks deletes exactly those, each once', async () => {
    const { page } = session;
    await resetSandbox();
    const before = await sandboxWebhooks();
    const formIds = new Set((await sandboxForms()).map((form) => form.id));
    const orphans = before.filter((webhook) => !formIds.has(webhook.form_id));
    // Several, so that "exactly those, each once" can fail in more ways than one.
    expect(orphans.length).toBeGreaterThanOrEqual(3);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await openWebhooks(page);

    await page.getByText(`Form gone (${orphans.length})`).click();
    await expect
      .poll(() => page.getByRole('button', { name: /^Actions for / }).count())
      .toBe(orphans.length);
    await page.getByRole('button', { name: `Select the ${orphans.length} shown` }).click();
    await page.getByText(`${orphans.length} selected`).waitFor();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Delete ${orphans.length} webhooks?` }).waitFor();
    const listed = await dialog.getByRole('listitem').allTextContents();
    expect(listed.sort()).toEqual(
      orphans.map((webhook) => `${webhook.name} (${webhook.subscriber})`).sort(),
    );
    expect(deletes).toEqual([]);
    await dialog.getByRole('button', { name: `Delete ${orphans.length} webhooks` }).click();
    await page.getByText(`${orphans.length} webhooks deleted`).waitFor();
    await dialog.waitFor({ state: 'detached' });

    // Each orphan's DELETE reached the API once, and nothing else was asked to go.
    const suffix = (path: string) => path.slice(path.lastIndexOf('/webhooks/'));
    expect(deletes.map(suffix).sort()).toEqual(
      orphans.map((webhook) => `/webhooks/${webhook.id}`).sort(),
    );
    const orphanIds = new Set(orphans.map((webhook) => webhook.id));
    expect((await sandboxWebhooks()).map((webhook) => webhook.id)).toEqual(
      before.map((webhook) => webhook.id).filter((id) => !orphanIds.has(id)),
    );
    // The list is read again: the other findings are still counted, no form is gone any more.
    await page.getByText('5 need attention').waitFor();
    expect(await page.getByText(/^Form gone/).count()).toBe(0);
    // With its chip gone the filter is off: every webhook left is listed, none hidden unseen.
    await page.getByText(`${before.length - orphans.length} webhooks`, { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Actions for / }).count()).toBe(
      before.length - orphans.length,
    );
  });
});
