import * as v from 'valibot';
import { isAnswerOf } from '@/contract/answer-shapes';
import {
  formSchema,
  questionSchema,
  submissionSchema,
  userSchema,
  type Question,
  type Submission,
} from '@/contract/entities';
import { QUESTION_TYPES } from '@/contract/question-types';
import { formListBody, submissionListBody, webhookListBody } from '@/contract/response-bodies';
import { createSandbox, type Sandbox } from './handler';
import { SCENARIO_NAMES } from './scenarios';
import { getOk } from './test-helpers';

// What the sandbox sends, held to the contract module (not to the dashboard's lenient parser).

/** Answers that are not in the shape docs/api.md gives their question's type. */
function misshapenAnswers(questions: readonly Question[], submissions: readonly Submission[]) {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const misshapen = [];
  let answers = 0;
  for (const submission of submissions) {
    for (const [id, value] of Object.entries(submission.responses)) {
      const type = types.get(id);
      // A key that matches no question is allowed ("arbitrary additional properties").
      if (type === undefined) continue;
      answers += 1;
      if (!isAnswerOf(type, value)) misshapen.push({ submission: submission.id, type, value });
    }
  }
  return { answers, misshapen };
}

/** Every page of a form's submissions over HTTP, each body checked against the contract. */
async function readForm(sandbox: Sandbox, formId: string) {
  const submissions: Submission[] = [];
  for (let page = 1; ; page += 1) {
    const path = `/forms/${formId}/submissions?filter=all&limit=50&page=${page}`;
    const body = await getOk(sandbox, path, submissionListBody);
    submissions.push(...body.submissions);
    if (!body.has_next) return { questions: body.questions, submissions };
  }
}

/**
 * A scenario's form as the store holds it (the routes send its records as they are): paging
 * 50,000 submissions over HTTP would take seconds for no further check.
 */
function scenarioForm(sandbox: Sandbox, name: (typeof SCENARIO_NAMES)[number]) {
  const record = sandbox.store.getForm(sandbox.scenarios.add(name));
  if (!record) throw new Error(`scenario ${name} added no form`);
  // Read once: the large scenarios draw a submission's answers anew on every read.
  const submissions = record.submissions.map(({ id, created_at, is_partial, responses }) => ({
    id,
    created_at,
    is_partial,
    responses,
  }));
  expect(v.is(formSchema, record.form)).toBe(true);
  expect(record.questions.filter((q) => !v.is(questionSchema, q))).toEqual([]);
  expect(submissions.filter((s) => !v.is(submissionSchema, s))).toEqual([]);
  return { questions: record.questions, submissions };
}

describe('the sandbox follows the contract module', () => {
  const sandbox = createSandbox();

  it('sends the user, forms and webhooks in the shapes of the contract', async () => {
    await getOk(sandbox, '/users/me', userSchema);
    const forms = await getOk(sandbox, '/forms?limit=500', formListBody);
    expect(forms.forms).toHaveLength(forms.total);
    const webhooks = await getOk(sandbox, '/webhooks?limit=500', webhookListBody);
    expect(webhooks.webhooks.length).toBeGreaterThanOrEqual(8);
  });

  it('answers every seeded question in the shape docs/api.md gives its type', async () => {
    const { forms } = await getOk(sandbox, '/forms?limit=500', formListBody);
    let answers = 0;
    for (const form of forms) {
      const { questions, submissions } = await readForm(sandbox, form.id);
      const result = misshapenAnswers(questions, submissions);
      expect({ form: form.name, misshapen: result.misshapen }).toEqual({
        form: form.name,
        misshapen: [],
      });
      answers += result.answers;
    }
    expect(answers).toBeGreaterThan(4000);
  });

  // The hostile scenario's answers are wrong on purpose: it tests the dashboard's defences.
  const wellFormed = SCENARIO_NAMES.filter((name) => name !== 'hostile');

  it.each(wellFormed)('scenario %s: a form of the contract, every answer in its shape', (name) => {
    const { questions, submissions } = scenarioForm(sandbox, name);
    const { answers, misshapen } = misshapenAnswers(questions, submissions);
    expect(misshapen).toEqual([]);
    expect(answers).toBeGreaterThan(0);
  });

  it('scenario hostile: a form of the contract, with answers of every type misshapen', () => {
    const { questions, submissions } = scenarioForm(sandbox, 'hostile');
    const { misshapen } = misshapenAnswers(questions, submissions);
    expect(new Set(misshapen.map((answer) => answer.type))).toEqual(new Set(QUESTION_TYPES));
  });
});
