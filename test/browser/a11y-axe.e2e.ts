import { writeFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type AxeFinding, runAxe, settle } from './axe';
import { appUrl, screenshot, useBrowser } from './browser';
import { recordRequests } from './observe';
import { signIn } from './sign-in';

type Findings = Record<string, AxeFinding[]>;

/** One line per rule and page, with the first few elements, for a readable failure. */
const summarize = (found: Findings) =>
  Object.entries(found).flatMap(([name, findings]) =>
    findings.map(
      (finding) =>
        `${name}: ${finding.rule} (${finding.impact}) ×${finding.nodes.length}: ${finding.nodes
          .slice(0, 3)
          .join(' | ')}`,
    ),
  );

/** Visits every page and opens every delete dialog, running axe on each; deletes nothing. */
async function auditEverything(page: Page, scheme: string): Promise<Findings> {
  const found: Findings = {};
  const check = async (name: string) => {
    await settle(page);
    const findings = await runAxe(page);
    if (findings.length > 0) found[name] = findings;
    await screenshot(page, `a11y-${scheme}-${name}`);
  };
  const checkDialog = async (name: string, open: () => Promise<void>) => {
    await open();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await check(name);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  await page.goto(appUrl());
  await page.getByLabel('API key').waitFor();
  await check('key-entry');

  await signIn(page, { remember: true });
  await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
  await check('forms');
  await checkDialog('delete-form-dialog', async () => {
    await page.getByRole('button', { name: 'Actions for Newsletter signup' }).click();
    await page.getByRole('menuitem', { name: 'Delete form…' }).click();
  });

  await page.getByRole('link', { name: 'Support ticket intake' }).click();
  await page
    .getByRole('link', { name: /^Open submission of/ })
    .first()
    .waitFor();
  await check('submissions');
  await checkDialog('delete-submission-dialog', async () => {
    await page
      .getByRole('button', { name: /^Actions for submission of/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete submission…' }).click();
  });

  await page
    .getByRole('link', { name: /^Open submission of/ })
    .first()
    .click();
  await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
  await check('submission');

  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await page
    .getByRole('button', { name: /^Reveal signing secret/ })
    .first()
    .click();
  await check('webhooks');
  await checkDialog('delete-webhook-dialog', async () => {
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete webhook' }).click();
  });

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menu').waitFor();
  await check('account-menu');
  await page.getByRole('menuitem', { name: 'Account details' }).click();
  await page.getByRole('heading', { name: 'Account', level: 1 }).waitFor();
  await page.getByText('User ID').waitFor();
  await check('account');

  await page.goto(`${appUrl()}/no-such-page`);
  await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
  await check('not-found');
  return found;
}

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`axe-core on every page and dialog, ${colorScheme} mode`, () => {
    const session = useBrowser({ colorScheme });

    it('finds no violation', async () => {
      const { page } = session;
      const traffic = recordRequests(page);
      const found = await auditEverything(page, colorScheme);
      expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme)).toBe(
        colorScheme,
      );
      writeFileSync(`test-results/axe-${colorScheme}.json`, JSON.stringify(found, null, 2));
      expect(summarize(found)).toEqual([]);
      expect(traffic.deletes()).toHaveLength(0);
    });
  });
}
