import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { sandboxUrl, setFaults, useBrowser } from './browser';
import { signIn } from './sign-in';

const FORM = 'Support ticket intake';

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${sandboxUrl()}${path}`, {
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  return (await response.json()) as T;
}

/** Every completed submission's id, paged by has_next before any fault is set. */
async function completedIds(formId: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const body = await api<{ submissions: { id: string }[]; has_next: boolean }>(
      `/forms/${formId}/submissions?filter=completed&page=${page}&limit=50`,
    );
    ids.push(...body.submissions.map((item) => item.id));
    if (!body.has_next) return ids;
  }
}

describe('an export from a deployment that under-reports its total', () => {
  const session = useBrowser();

  it('still contains every submission, each once', async () => {
    const { page } = session;
    const { forms } = await api<{ forms: { id: string; name: string }[] }>('/forms?limit=500');
    const formId = forms.find((form) => form.name === FORM)!.id;
    const expected = await completedIds(formId);
    expect(expected.length).toBeGreaterThan(50);

    await signIn(page);
    // Every list of submissions now says there are 10, whatever has_next says.
    await setFaults({ rules: [{ method: 'GET', path: '/submissions', total: 10 }] });
    await page.getByRole('link', { name: FORM }).click();
    await page.getByRole('heading', { name: FORM, level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: 'Export all as JSON' }).click();
    const file = await download;
    const json = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      count: number;
      submissions: { id: string }[];
    };
    expect(json.submissions.map((row) => row.id)).toEqual(expected);
    expect(json.count).toBe(expected.length);
  });
});
