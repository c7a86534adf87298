import { describe, expect, it } from 'vitest';
import { screenshot, setFaults, useBrowser } from './browser';
import { listTotal, recordRequests, runPageClock } from './observe';
import { signIn } from './sign-in';

describe('a failing DELETE is never retried, says why, and deletes nothing it did not confirm', () => {
  const session = useBrowser();

  it('429 on deleting a submission: not retried, the dialog says why; it works once the API does', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await page.clock.install();
    await signIn(page);
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    const opens = page.getByRole('link', { name: /^Open submission of/ });
    await opens.first().waitFor();
    const before = await listTotal(page, 'submissions');
    const firstLabel = await opens.first().getAttribute('aria-label');

    await setFaults({ rules: [{ method: 'DELETE', status: 429, retryAfter: '30' }] });
    await page
      .getByRole('button', { name: /^Actions for submission of/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete submission…' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete submission' }).click();
    await dialog.getByText('The delete did not complete').waitFor();
    await dialog.getByText(/too many requests/i).waitFor();
    await dialog.getByText(/30 seconds/).waitFor();
    await screenshot(page, 'reliability-429-delete-dialog');
    // Mutations never retry on their own, not even after the Retry-After.
    await runPageClock(page, '00:31');
    expect(traffic.deletes()).toHaveLength(1);
    expect(await dialog.isVisible()).toBe(true);

    // Cancel: the row is still there and the total is unchanged.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await opens.first().getAttribute('aria-label')).toBe(firstLabel);
    expect(await listTotal(page, 'submissions')).toBe(before);

    // The API is back: the same delete, confirmed again, goes through.
    await setFaults({});
    await page
      .getByRole('button', { name: /^Actions for submission of/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Delete submission…' }).click();
    await dialog.getByRole('button', { name: 'Delete submission' }).click();
    await page.getByText('Submission deleted').waitFor();
    await expect.poll(() => listTotal(page, 'submissions')).toBe(before - 1);
    expect(traffic.deletes()).toHaveLength(2);
  });

  it('500 on deleting a form: the dialog shows the API message, the list keeps it; then it deletes', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await page.clock.install();
    await signIn(page);
    const link = page.getByRole('link', { name: 'Newsletter signup', exact: true });
    await link.waitFor();
    const before = await listTotal(page, 'forms');

    await setFaults({
      rules: [{ method: 'DELETE', path: '/forms/', status: 500, error: 'Disk quota exceeded' }],
    });
    await page.getByRole('button', { name: 'Actions for Newsletter signup' }).click();
    await page.getByRole('menuitem', { name: 'Delete form…' }).click();
    const dialog = page.getByRole('dialog');
    const confirm = dialog.getByRole('button', { name: 'Delete form' });
    // Typing the name is required: without it nothing can be sent.
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type "Newsletter signup" to confirm').fill('Newsletter signup');
    await confirm.click();
    await dialog.getByRole('alert').getByText('Disk quota exceeded').waitFor();
    await screenshot(page, 'reliability-500-delete-dialog');
    // Not retried, not even after the longest back-off a retry would wait (30 s).
    await runPageClock(page, '00:31');
    expect(traffic.deletes()).toHaveLength(1);

    // Behind the dialog nothing disappeared.
    expect(await link.count()).toBe(1);
    expect(await listTotal(page, 'forms')).toBe(before);

    // Without the fault, confirming again deletes it.
    await setFaults({});
    await confirm.click();
    await page.getByText('Form deleted').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => link.count()).toBe(0);
    await expect.poll(() => listTotal(page, 'forms')).toBe(before - 1);
    expect(traffic.deletes()).toHaveLength(2);
  });
});
