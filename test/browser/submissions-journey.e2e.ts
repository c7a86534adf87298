import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './browser';
import { signIn } from './sign-in';

describe('forms → submissions → a submission → delete', () => {
  const session = useBrowser();

  it('reads and deletes a submission, and comes back to a shorter list', async () => {
    const { page } = session;
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(request.url());
    });
    await signIn(page);
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    const totalText = page.getByText(/of \d+ submissions/);
    const before = Number((await totalText.textContent())?.match(/of (\d+)/)?.[1]);
    expect(before).toBeGreaterThan(25);
    await screenshot(page, 'submissions-table');

    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/ }).waitFor();
    const heading = await page.getByRole('heading', { name: /^Submission of/ }).textContent();
    await screenshot(page, 'submission-view');

    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('is deleted for good').waitFor();
    expect(deletes).toHaveLength(0);
    await screenshot(page, 'submission-delete-dialog');
    await dialog.getByRole('button', { name: 'Delete submission' }).click();

    // It moves on to the next submission.
    await expect
      .poll(() => page.getByRole('heading', { name: /^Submission of/ }).textContent())
      .not.toBe(heading);
    expect(deletes).toHaveLength(1);

    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await expect
      .poll(async () => Number((await totalText.textContent())?.match(/of (\d+)/)?.[1]))
      .toBe(before - 1);
  });

  it('shows every question type as columns of the table', async () => {
    const { page } = session;
    await signIn(page);
    await page.getByRole('link', { name: 'Every question type' }).click();
    await page.getByRole('columnheader', { name: /^Payment: donation/ }).waitFor();
    const headers = await page.getByRole('columnheader').allTextContents();
    expect(headers).toHaveLength(27 + 2);
    await screenshot(page, 'every-question-type');
  });
});
