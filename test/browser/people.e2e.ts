import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { createSeedData } from '@/sandbox/seed';
import { LOOK_ALIKE_PERSON } from '@/sandbox/seed-look-alikes';
import { appUrl, sandboxUrl, useBrowser } from './browser';
import { checkEveryScreen } from './every-screen';
import { signIn } from './sign-in';

const SHOTS = `/tmp/shots-${process.env.BRANCH ?? 'people'}`;

/** A seeded e-mail address that respondents gave in several forms, and where. */
function personInSeveralForms() {
  const formsOf = new Map<string, Set<string>>();
  for (const { form, questions, submissions } of createSeedData().forms) {
    const emailIds = questions.filter((q) => q.type === 'EMAIL').map((q) => q.id);
    for (const submission of submissions) {
      for (const id of emailIds) {
        const value = submission.responses[id];
        if (typeof value !== 'string') continue;
        const key = value.toLowerCase();
        formsOf.set(key, (formsOf.get(key) ?? new Set()).add(form.name));
      }
    }
  }
  const [email, forms] = [...formsOf].find(([, names]) => names.size >= 3)!;
  return { email, forms: [...forms], submissionIds: submissionsOf(email) };
}

/** The ids of the seeded submissions whose e-mail answer is `email`, whatever its case. */
function submissionsOf(email: string): string[] {
  return createSeedData().forms.flatMap(({ questions, submissions }) => {
    const emailIds = questions.filter((q) => q.type === 'EMAIL').map((q) => q.id);
    return submissions
      .filter((s) => emailIds.some((id) => String(s.responses[id]).toLowerCase() === email))
      .map((s) => s.id);
  });
}

/** The seeded submissions whose answers hold `part` anywhere, with their form's id. */
function seededHolding(part: string) {
  return createSeedData().forms.flatMap(({ form, submissions }) =>
    submissions
      .filter((s) => JSON.stringify(s.responses).toLowerCase().includes(part))
      .map((s) => ({ formId: form.id, id: s.id })),
  );
}

/** Selects every submission found, presses Erase and confirms it: the confirmation. */
async function eraseEverythingFound(page: Page, typed: string) {
  await page.getByRole('checkbox', { name: /^Select all / }).check();
  await page.getByRole('button', { name: /^Erase \d+ selected/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(typed);
  await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
  return dialog;
}

describe('the People page', () => {
  const session = useBrowser();

  it('finds a person in every form they answered, on any screen, light and dark', async () => {
    const { page } = session;
    const person = personInSeveralForms();
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/people`);
    await page.getByLabel('E-mail address, phone number or name').fill(person.email.toUpperCase());
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^Every form loaded: \d+ forms/).waitFor();
    await page.getByText(`Found in ${person.forms.length} forms:`, { exact: false }).waitFor();
    for (const name of person.forms) {
      await page
        .getByRole('region', { name })
        .getByRole('link', { name: /^Submitted / })
        .first()
        .waitFor();
    }

    const problems = await checkEveryScreen(page, 'people', SHOTS);
    expect(problems).toEqual([]);

    // The access request's export: every submission found, answers as the API gave them.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Data (JSON)' }).click(),
    ]);
    const data = JSON.parse(readFileSync((await json.path())!, 'utf8')) as {
      forms: { form: { name: string }; submissions: { id: string }[] }[];
    };
    expect(data.forms.map((form) => form.form.name).sort()).toEqual([...person.forms].sort());
    expect(data.forms.flatMap((form) => form.submissions.map((s) => s.id)).sort()).toEqual(
      [...person.submissionIds].sort(),
    );
    const [html] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Readable document (HTML)' }).click(),
    ]);
    const readable = readFileSync((await html.path())!, 'utf8');
    expect(readable).not.toContain('<script');
    for (const id of person.submissionIds) expect(readable).toContain(id);

    // A result opens the submission, which is already in memory.
    await page
      .getByRole('link', { name: /^Submitted / })
      .first()
      .click();
    await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
  });

  it('erases a person: exactly their submissions, each once, with a receipt and a log entry', async () => {
    const { page } = session;
    const person = personInSeveralForms();
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(decodeURIComponent(request.url()));
    });
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/people`);
    await page.getByLabel('E-mail address, phone number or name').fill(person.email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^Every form loaded: \d+ forms/).waitFor();
    const dialog = await eraseEverythingFound(page, person.email);
    const receipt = page.getByRole('region', { name: 'Erasure receipt' });
    await receipt.waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByText(`Erased: ${person.submissionIds.length} submissions of this person`, {
        exact: false,
      })
      .waitFor();
    expect(await page.getByText('Check the spelling', { exact: false }).count()).toBe(0);

    expect(deletes.map((url) => url.split('/').at(-1)).sort()).toEqual(
      [...person.submissionIds].sort(),
    );
    for (const id of person.submissionIds) await receipt.getByText(id).waitFor();
    await receipt.getByText('These services may hold copies: ask them too').waitFor();
    // The webhooks of those forms, as the seed has them: the services that may hold copies.
    const seed = createSeedData();
    const formIds = new Set(
      seed.forms.filter(({ form }) => person.forms.includes(form.name)).map(({ form }) => form.id),
    );
    const webhooks = seed.webhooks.filter((webhook) => formIds.has(webhook.form_id));
    expect(webhooks.length).toBeGreaterThan(0);
    for (const webhook of webhooks) {
      await receipt.getByText(webhook.name, { exact: false }).first().waitFor();
    }

    const problems = await checkEveryScreen(page, 'people-receipt', SHOTS);
    expect(problems).toEqual([]);

    // Searching the person again says what this browser erased of them.
    await page.getByRole('button', { name: 'Find' }).click();
    await page
      .getByText(
        new RegExp(
          `^Erased from this browser on .+: ${person.submissionIds.length} submissions in ${person.forms.length} forms\\.$`,
        ),
      )
      .waitFor();

    await page.goto(`${appUrl()}/activity`);
    // The erasure is one entry of its own kind, across its forms.
    const entries = page.getByRole('main').getByRole('listitem');
    await page
      .getByRole('main')
      .getByText(`Erasure of one person (${person.forms.length} forms)`)
      .waitFor();
    await expect.poll(() => entries.count()).toBe(1);
  });

  it("erases exactly the person's submissions, not the look-alikes beside them", async () => {
    const { page } = session;
    const { email } = LOOK_ALIKE_PERSON;
    // The person's three answers, and the answers that only contain the address.
    const theirs = seededHolding(`"${email}"`);
    const lookAlikes = seededHolding(email).filter(
      (row) => !theirs.some((their) => their.id === row.id),
    );
    expect(theirs).toHaveLength(3);
    expect(lookAlikes.length).toBeGreaterThanOrEqual(2);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(decodeURIComponent(request.url()));
    });
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/people`);
    await page.getByLabel('E-mail address, phone number or name').fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    await page.getByText(/^Every form loaded: \d+ forms/).waitFor();
    await page.getByText('Found in 3 forms: 3 submissions.', { exact: true }).waitFor();
    const similar = page.getByRole('region', { name: /^Similar, not included: / });
    await similar.getByText('jo.lindqvist@example.eu.invalid', { exact: false }).waitFor();

    const dialog = await eraseEverythingFound(page, email);
    await page
      .getByRole('region', { name: 'Erasure receipt' })
      .getByText(': 3 erased.', {
        exact: false,
      })
      .waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect(deletes.map((url) => url.split('/').at(-1)).sort()).toEqual(
      theirs.map((row) => row.id).sort(),
    );
    // On the server: the person's submissions are gone, every look-alike is still there.
    const status = async ({ formId, id }: { formId: string; id: string }) =>
      (
        await fetch(`${sandboxUrl()}/forms/${formId}/submissions/${id}`, {
          headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
        })
      ).status;
    for (const row of theirs) expect(await status(row)).toBe(404);
    for (const row of lookAlikes) expect(await status(row)).toBe(200);
  });

  it('loads every form and erases under a rate limit, with at most one 429', async () => {
    const { page } = session;
    // Fewer requests a window than the page needs, so it must spread them: a few seconds.
    const limit = { limit: 4, windowMs: 2_000 };
    const put = await fetch(`${sandboxUrl()}/__sandbox/rate-limit`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(limit),
    });
    expect(put.status).toBe(200);
    const answers: { method: string; url: string; status: number }[] = [];
    page.on('response', (response) => {
      const url = response.url();
      const method = response.request().method();
      if (url.startsWith(sandboxUrl()) && !url.includes('/__sandbox/') && method !== 'OPTIONS') {
        answers.push({ method, url: decodeURIComponent(url), status: response.status() });
      }
    });
    const person = personInSeveralForms();
    await signIn(page, { remember: true });
    await page.goto(`${appUrl()}/people`);
    await page.getByLabel('E-mail address, phone number or name').fill(person.email);
    await page.getByRole('button', { name: 'Find' }).click();
    const forms = createSeedData().forms.length;
    await page
      .getByText(new RegExp(`^Every form loaded: ${forms} forms`))
      .waitFor({ timeout: 60_000 });
    const reads = answers.filter((answer) => answer.url.includes('/submissions?'));
    expect(new Set(reads.map((answer) => answer.url.split('?')[0])).size).toBe(forms);
    expect(answers.length).toBeGreaterThan(2 * limit.limit);

    // The erasure's DELETEs take their turns with the reads: each once, within the rate.
    await eraseEverythingFound(page, person.email);
    const receipt = page.getByRole('region', { name: 'Erasure receipt' });
    await receipt.getByText(`: ${person.submissionIds.length} erased.`, { exact: false }).waitFor({
      timeout: 30_000,
    });
    const deletes = answers.filter((answer) => answer.method === 'DELETE');
    expect(deletes.map((answer) => answer.url.split('/').at(-1)).sort()).toEqual(
      [...person.submissionIds].sort(),
    );
    expect(answers.filter((answer) => answer.status === 429).length).toBeLessThanOrEqual(1);
  });
});
