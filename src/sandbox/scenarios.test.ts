import * as v from 'valibot';
import { QUESTION_TYPES } from '@/contract/question-types';
import { formListBody, submissionListBody } from '@/contract/response-bodies';
import { createSandbox } from './handler';
import { DATA_URL, IMG, JS_URL, SCRIPT } from './hostile-values';
import { call, control, getOk } from './test-helpers';

const sandbox = createSandbox();
beforeEach(() => sandbox.reset());

async function addScenario(name: string): Promise<string> {
  const res = await control(sandbox, `scenarios/${name}`);
  expect(res.status).toBe(201);
  return (res.json as { form_id: string }).form_id;
}

const submissions = (formId: string, query = 'filter=all&limit=50') =>
  getOk(sandbox, `/forms/${formId}/submissions?${query}`, submissionListBody);

describe('scenarios', () => {
  it('large-submissions adds a form with 10,000 submissions at the top of the list', async () => {
    const id = await addScenario('large-submissions');
    const forms = await getOk(sandbox, '/forms', formListBody);
    expect(forms.total).toBe(8);
    expect(forms.forms[0]).toMatchObject({ id, name: 'Load test: 10,000 submissions' });
    expect((await submissions(id)).total).toBe(10_000);
    const last = await submissions(id, 'filter=all&limit=50&page=200');
    expect(last).toMatchObject({ has_next: false });
    expect(last.submissions).toHaveLength(50);
    expect((await submissions(id, 'filter=all&limit=50&page=201')).submissions).toEqual([]);
    const ids = sandbox.store.getForm(id)?.submissions.map((s) => s.id) ?? [];
    expect(new Set(ids).size).toBe(10_000);
  });

  it('large-submissions asks questions of every kind a search, sort or filter treats apart', async () => {
    const page = await submissions(await addScenario('large-submissions'));
    const types = page.questions.map((q) => q.type);
    for (const type of ['SHORT_ANSWER', 'EMAIL', 'NUMBER', 'RATING', 'DROPDOWN', 'MULTISELECT']) {
      expect(types).toContain(type);
    }
    for (const type of ['DATE', 'SWITCH', 'PAYMENT', 'LONG_ANSWER']) expect(types).toContain(type);
    const number = page.questions.find((q) => q.type === 'NUMBER')?.id ?? '';
    const answers = page.submissions.map((s) => s.responses[number]);
    expect(answers.filter((a) => typeof a === 'number').length).toBeGreaterThan(25);
  });

  it('wide-form adds 150 questions across all types and 60 submissions', async () => {
    const id = await addScenario('wide-form');
    const page = await submissions(id);
    expect(page.questions).toHaveLength(150);
    expect(new Set(page.questions.map((q) => q.type))).toEqual(new Set(QUESTION_TYPES));
    expect(page.total).toBe(60);
  });

  it('hostile adds one question per type with dangerous and malformed answers', async () => {
    const id = await addScenario('hostile');
    const res = await call(sandbox, `/forms/${id}/submissions?filter=all&limit=50`);
    const parsed = v.safeParse(submissionListBody, res.json);
    if (!parsed.success)
      throw new Error(`The hostile page breaks the contract: ${v.summarize(parsed.issues)}`);
    const page = parsed.output;
    expect(page.questions.map((q) => q.type)).toEqual([...QUESTION_TYPES]);
    for (const payload of [SCRIPT, IMG, JS_URL, DATA_URL, 'مرحبا', 'שלום', '👩‍👩‍👧‍👦']) {
      expect(res.text).toContain(JSON.stringify(payload).slice(1, -1));
    }
    const values = page.submissions.flatMap((s) => Object.values(s.responses));
    expect(values.some((value) => typeof value === 'string' && value.length >= 20_000)).toBe(true);
    const typeOf = (type: string) => page.questions.find((q) => q.type === type)?.id ?? '';
    const shortAnswers = page.submissions.map((s) => s.responses[typeOf('SHORT_ANSWER')]);
    expect(shortAnswers.some((value) => typeof value === 'object' && value !== null)).toBe(true);
    const checkboxes = page.submissions.map((s) => s.responses[typeOf('LIST_CHECKBOX')]);
    expect(checkboxes.some((value) => typeof value === 'string')).toBe(true);
    expect(page.submissions.map((s) => s.responses[typeOf('RATING')])).toContain('5');
    // Sent as an own "__proto__" key (how the dashboard keeps it as data: src/api/schemas.test.ts).
    expect(page.submissions.some((s) => Object.hasOwn(s.responses, '__proto__'))).toBe(true);
    expect(page.submissions.some((s) => s.is_partial)).toBe(true);
  });

  it('gives each added scenario its own id, deterministically; reset removes them', async () => {
    const first = await addScenario('hostile');
    const second = await addScenario('hostile');
    expect(second).not.toBe(first);
    const other = createSandbox();
    expect(other.scenarios.add('hostile')).toBe(first);
    expect(other.store.getForm(first)).toEqual(sandbox.store.getForm(first));
    await control(sandbox, 'reset');
    expect(sandbox.store.getForm(first)).toBeUndefined();
    expect(await addScenario('hostile')).toBe(first);
  });

  it('answers 404 for an unknown scenario', async () => {
    const res = await control(sandbox, 'scenarios/huge');
    expect(res).toMatchObject({
      status: 404,
      json: {
        error:
          'Unknown scenario huge; known: large-submissions, huge-submissions, wide-form, hostile, many-forms, long-names, account',
      },
    });
  });
});
