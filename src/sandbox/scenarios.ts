import { QUESTION_TYPES } from '@/api/schemas';
import { DAY, MINUTE, REFERENCE_DATE } from './dates';
import { deriveSeed, stableId } from './random';
import type { QuestionSpec } from './seed-answers';
import { buildFormRecord, type FormSpec } from './seed-builder';
import { fullName } from './seed-people';
import { buildHostileForm } from './scenario-hostile';
import type { SandboxStore } from './store';

export const SCENARIO_NAMES = ['large-submissions', 'wide-form', 'hostile'] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

export function isScenarioName(name: string): name is ScenarioName {
  return (SCENARIO_NAMES as readonly string[]).includes(name);
}

const LARGE_QUESTIONS: QuestionSpec[] = [
  { name: 'Name', type: 'SHORT_ANSWER', answer: (c) => fullName(c.person) },
  { name: 'Email', type: 'EMAIL' },
  { name: 'How was your order?', type: 'RATING' },
  { name: 'Plan', type: 'DROPDOWN', choices: ['Free', 'Team', 'Business', 'Enterprise'] },
  {
    name: 'Comment',
    type: 'LONG_ANSWER',
    texts: ['Fast delivery.', 'Box was damaged.'],
    skip: 0.6,
  },
  { name: 'Subscribe to updates', type: 'SWITCH' },
];

const WIDE_TOPICS = [
  'How would you rate the onboarding call with our customer success team',
  'Budget',
  'Preferred contact',
  'Which integrations matter most to your team over the next two quarters',
  'Region',
];

function wideQuestions(): QuestionSpec[] {
  return Array.from({ length: 150 }, (_, i) => ({
    name: `Q${i + 1}. ${WIDE_TOPICS[i % WIDE_TOPICS.length] ?? ''}`,
    type: QUESTION_TYPES[i % QUESTION_TYPES.length] ?? 'SHORT_ANSWER',
    skip: 0.1,
  }));
}

function spec(
  id: string,
  name: string,
  createdAt: number,
  questions: QuestionSpec[],
  count: number,
): FormSpec {
  return {
    id,
    name,
    status: 'published',
    createdAt,
    updatedAt: createdAt,
    questions,
    submissions: {
      count,
      partialRate: 0.15,
      newest: createdAt + 2 * DAY,
      oldest: createdAt + MINUTE,
    },
  };
}

export interface Scenarios {
  /** Adds the scenario's form to the store and returns its id. */
  add(name: ScenarioName): string;
  /** Forget how many were added, so ids repeat after a store reset. */
  reset(): void;
}

export function createScenarios(store: SandboxStore, seed: number): Scenarios {
  let added = 0;
  return {
    add(name) {
      added += 1;
      const id = stableId('frm', `scenario:${name}:${added}`);
      // Later than every seeded form, so a new scenario is at the top of the list.
      const createdAt = REFERENCE_DATE + added * MINUTE;
      const dataSeed = deriveSeed(seed, id);
      const record =
        name === 'hostile'
          ? buildHostileForm(id, createdAt, dataSeed)
          : name === 'wide-form'
            ? buildFormRecord(
                spec(id, 'Wide form: 150 questions', createdAt, wideQuestions(), 60),
                dataSeed,
              )
            : buildFormRecord(
                spec(id, 'Load test: 10,000 submissions', createdAt, LARGE_QUESTIONS, 10_000),
                dataSeed,
              );
      store.addForm(record);
      return id;
    },
    reset() {
      added = 0;
    },
  };
}
