import type { FormRecord } from './data';
import { SEED_FORM_IDS } from './seed-form-ids';

/**
 * One person who answered three forms, and answers that only look like theirs: an address that
 * contains theirs, a longer name, an address they are part of. A People search must erase the
 * person's three submissions and none of the others (issue #37).
 */
export const LOOK_ALIKE_PERSON = { name: 'Jo Lindqvist', email: 'jo.lindqvist@example.eu' };

type Planted = { formId: string; row: number; answers: Record<string, string> };

// Rows well inside each form, completed, after the Event registration's accessibility question
// was added: not the newest rows, which other tests edit.
const PLANTED: readonly Planted[] = [
  {
    formId: SEED_FORM_IDS.eventRegistration,
    row: 12,
    answers: { 'Full name': 'Jo Lindqvist', 'Work email': 'jo.lindqvist@example.eu' },
  },
  {
    formId: SEED_FORM_IDS.supportIntake,
    row: 14,
    answers: { Name: 'Jo Lindqvist', Email: 'Jo.Lindqvist@example.eu' },
  },
  {
    formId: SEED_FORM_IDS.customerFeedback,
    row: 21,
    answers: { 'Your name': 'jo lindqvist', 'Email address': 'jo.lindqvist@example.eu' },
  },
  // The look-alikes.
  {
    formId: SEED_FORM_IDS.eventRegistration,
    row: 15,
    answers: { 'Accessibility needs': 'Ask jo.lindqvist@example.eu.invalid about the lift' },
  },
  {
    formId: SEED_FORM_IDS.supportIntake,
    row: 17,
    answers: { Name: 'Joanna Lindqvist-Berg', Email: 'joanna.lindqvist-berg@example.eu' },
  },
  {
    formId: SEED_FORM_IDS.customerFeedback,
    row: 24,
    answers: { 'Your name': 'Bo Lindqvist', 'Email address': 'bo.jo.lindqvist@example.eu' },
  },
];

/** Writes the person's and the look-alikes' answers into rows the seed generated. */
export function plantLookAlikes(forms: readonly FormRecord[]): void {
  for (const { formId, row, answers } of PLANTED) {
    const record = forms.find((item) => item.form.id === formId);
    const completed = record?.submissions.filter((submission) => !submission.is_partial);
    const submission = completed?.[row];
    if (!record || !submission) throw new Error(`No row ${row} in the seeded form ${formId}`);
    for (const [name, value] of Object.entries(answers)) {
      const question = record.questions.find((item) => item.name === name);
      if (!question) throw new Error(`No question "${name}" in the seeded form ${formId}`);
      submission.responses[question.id] = value;
    }
  }
}
