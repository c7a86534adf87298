import { describe, expect, it } from 'vitest';
import type { SubmissionList } from '@/api/schemas';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { screenshot, setFaults, useBrowser } from './browser';
import { callApi, listTotal, recordRequests } from './observe';
import { signIn } from './sign-in';

const readSession = () => JSON.stringify(window.sessionStorage);

describe('401, 403 and 404 from the API', () => {
  const session = useBrowser();

  it('a 401 mid-session returns to key entry with a message, forgets the key, and comes back after', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await signIn(page, { remember: true });
    await page.getByRole('link', { name: 'Support ticket intake' }).waitFor();
    expect(await page.evaluate(readSession)).toContain(SANDBOX_KEYS.full);
    // The forms page reads each form's response count in the background: let those finish, or
    // the revoked key would already end the session on this page (as it should).
    await expect.poll(() => page.getByLabel('Loading', { exact: true }).count()).toBe(0);

    // The key is revoked while the user is browsing.
    await setFaults({ rules: [{ method: 'GET', path: '/submissions', status: 401 }] });
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    await page.getByText('The API no longer accepts this key (401 Unauthorized)').waitFor();
    expect(new URL(page.url()).pathname).toBe('/sign-in');
    expect(await page.evaluate(readSession)).not.toContain(SANDBOX_KEYS.full);
    expect(await page.getByLabel('API key').inputValue()).toBe('');
    await screenshot(page, 'reliability-401-key-entry');

    // A valid key again: straight back to the page the user was opening.
    await setFaults({});
    await page.getByLabel('API key').fill(SANDBOX_KEYS.full);
    await page.getByRole('button', { name: 'Connect', exact: true }).click();
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a key without the partials permission: Partial says so in place, Completed works', async () => {
    const { page } = session;
    const traffic = recordRequests(page);
    await signIn(page, { apiKey: SANDBOX_KEYS.completedOnly });
    await page.getByRole('link', { name: 'Support ticket intake' }).click();
    const rows = page.getByRole('link', { name: /^Open submission of/ });
    await rows.first().waitFor();

    await page.getByRole('tab', { name: /Partial/ }).click();
    await page.getByText('Partial submissions are not available').waitFor();
    await page.getByText('This API key may not view partial submissions.').waitFor();
    // In place: the page, its heading and its tabs stay; no error page, no sign-out.
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    expect(await page.getByRole('tab').count()).toBe(3);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await rows.count()).toBe(0);
    await screenshot(page, 'reliability-403-partial');

    await page.getByRole('tab', { name: /Completed/ }).click();
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    await page.getByRole('tab', { name: /^All/ }).click();
    await page.getByText('Partial submissions are not available').waitFor();
    await page.getByRole('button', { name: 'Show completed submissions' }).click();
    await rows.first().waitFor();
    expect(new URL(page.url()).searchParams.get('filter') ?? 'completed').toBe('completed');
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a form deleted elsewhere: its submissions URL shows "not found" with a way back', async () => {
    const { page } = session;
    const formId = SEED_FORM_IDS.newsletter;
    await callApi('DELETE', `/forms/${formId}`);
    const traffic = recordRequests(page);

    // An old link (a bookmark) to the deleted form.
    await signIn(page, { path: `/forms/${formId}/submissions` });
    await page.getByRole('heading', { name: 'Form not found', level: 1 }).waitFor();
    await screenshot(page, 'reliability-404-form');
    await page.getByRole('link', { name: 'Back to forms' }).click();
    await page.getByRole('heading', { name: 'Forms', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Customer feedback 2026' }).waitFor();
    expect(await page.getByRole('link', { name: 'Newsletter signup' }).count()).toBe(0);
    expect(traffic.deletes()).toHaveLength(0);
  });

  it('a submission deleted elsewhere: its URL shows "not found" with a way back to the list', async () => {
    const { page } = session;
    const formId = SEED_FORM_IDS.supportIntake;
    const list = await callApi<SubmissionList>('GET', `/forms/${formId}/submissions?limit=1`);
    const submissionId = list.submissions[0]?.id ?? '';
    await callApi('DELETE', `/forms/${formId}/submissions/${submissionId}`);
    const traffic = recordRequests(page);

    await signIn(page, { path: `/forms/${formId}/submissions/${submissionId}` });
    await page.getByRole('heading', { name: 'Submission not found', level: 1 }).waitFor();
    await screenshot(page, 'reliability-404-submission');
    await page.getByRole('link', { name: 'Back to submissions' }).click();
    await page.getByRole('heading', { name: 'Support ticket intake', level: 1 }).waitFor();
    await page
      .getByRole('link', { name: /^Open submission of/ })
      .first()
      .waitFor();
    expect(await listTotal(page, 'submissions')).toBe(list.total - 1);
    expect(traffic.deletes()).toHaveLength(0);
  });
});
