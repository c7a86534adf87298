import { describe, expect, it } from 'vitest';
import { appUrl, useBrowser } from './browser';
import { checkEveryScreen } from './every-screen';
import { TOUR_FORM } from './app-pages';
import { signIn } from './sign-in';

const SHOTS = `/tmp/shots-${process.env.BRANCH ?? 'activity'}`;

describe('the Activity log', () => {
  const session = useBrowser();

  it('lists a submission and a webhook deleted in this browser, on any screen', async () => {
    const { page } = session;
    // Remembered: the steps below open pages by address, which reloads the app.
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/forms/${TOUR_FORM.id}/submissions`);
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
    const submissionId = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Delete this submission?' })
      .getByRole('button', { name: 'Delete submission' })
      .click();
    await page.getByText('Submission deleted').waitFor();

    await page.goto(`${appUrl()}/webhooks`);
    await page
      .getByRole('button', { name: /^Actions for / })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete webhook' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
    await page.getByText('Webhook deleted').waitFor();

    await page.getByRole('link', { name: 'Activity' }).click();
    const entries = page.getByRole('main').getByRole('listitem');
    await expect.poll(() => entries.count()).toBe(2);
    await expect.poll(() => entries.nth(0).textContent()).toMatch(/^Webhook “.+”.*1 deleted/);
    expect(await entries.nth(1).textContent()).toContain(`1 submission of “${TOUR_FORM.name}”`);
    await entries.nth(1).getByRole('button', { name: 'Show ids' }).click();
    await entries.nth(1).getByText(submissionId).waitFor();

    expect(await checkEveryScreen(page, 'activity', SHOTS)).toEqual([]);
  });
});
