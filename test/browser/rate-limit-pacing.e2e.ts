import { describe, expect, it } from 'vitest';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { sandboxUrl, useBrowser } from './browser';
import { apiSubmissions, openLoaded } from './response-set-support';
import { signIn } from './sign-in';

const LIMIT = { limit: 10, windowMs: 2_000 };

describe('pacing under the sandbox rate limit, in Chromium', { timeout: 120_000 }, () => {
  const session = useBrowser();

  it('reads the RateLimit headers across origins and loads a form without a 429', async () => {
    const { page } = session;
    const formId = SEED_FORM_IDS.customerFeedback;
    const total = (await apiSubmissions(formId)).rows.length;
    const put = await fetch(`${sandboxUrl()}/__sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(LIMIT),
    });
    expect(put.status).toBe(200);
    const answers: { at: number; status: number }[] = [];
    page.on('response', (response) => {
      const url = response.url();
      const isApi = url.startsWith(sandboxUrl()) && !url.includes('/__sandbox/');
      if (isApi && response.request().method() !== 'OPTIONS') {
        answers.push({ at: Date.now(), status: response.status() });
      }
    });

    await signIn(page, { remember: true });
    await openLoaded(page, formId, total);

    expect(answers.filter((answer) => answer.status === 429)).toEqual([]);
    // More requests than one window allows, so the page had to spread them.
    expect(answers.length).toBeGreaterThan(LIMIT.limit);
  });
});
