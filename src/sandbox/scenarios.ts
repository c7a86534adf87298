import { DAY, MINUTE, REFERENCE_DATE } from './dates';
import { buildLazyFormRecord } from './lazy-submissions';
import { addNewSubmissions, SEED_QUESTION_SPECS, type NewSubmissions } from './new-submissions';
import { createRng, deriveSeed, stableId } from './random';
import type { QuestionSpec } from './seed-answers';
import { buildFormRecord, type FormSpec } from './seed-builder';
import type { buildHostileForm } from './scenario-hostile';
import {
  hugeQuestions,
  LARGE_QUESTIONS,
  LONG_NAME,
  longNameQuestions,
  wideQuestions,
} from './scenario-forms';
import type { SandboxStore } from './store';

export const SCENARIO_NAMES = [
  'large-submissions',
  'huge-submissions',
  'wide-form',
  'hostile',
  'many-forms',
  'long-names',
  'account',
] as const;
export type ScenarioName = (typeof SCENARIO_NAMES)[number];

function spec(
  id: string,
  name: string,
  createdAt: number,
  questions: QuestionSpec[],
  count: number,
  days = 2,
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
      newest: createdAt + days * DAY,
      oldest: createdAt + MINUTE,
    },
  };
}

/** 500 small forms at once: a list of forms as long as one page of the API's can be. */
const MANY_FORMS = 500;
/** An account-sized load for the People page: 40 forms, 100,000 submissions in all. */
const ACCOUNT_FORMS = 40;
const ACCOUNT_SUBMISSIONS_PER_FORM = 2_500;

/** The specs of a generated scenario form, or undefined for those not made from one spec. */
function scenarioSpec(name: ScenarioName, id: string, createdAt: number): FormSpec | undefined {
  switch (name) {
    case 'hostile':
    case 'many-forms':
    case 'account':
      return undefined;
    case 'wide-form':
      return spec(id, 'Wide form: 150 questions', createdAt, wideQuestions(), 60);
    case 'long-names':
      // Words no line can break between: a phone's page must still not widen.
      return spec(id, LONG_NAME, createdAt, longNameQuestions(), 12);
    case 'large-submissions':
      return spec(id, 'Load test: 10,000 submissions', createdAt, LARGE_QUESTIONS, 10_000);
    case 'huge-submissions':
      // Three weeks, so that the submissions are spread over days a date filter can pick.
      return spec(
        id,
        'Load test: 50,000 submissions',
        createdAt,
        hugeQuestions(createdAt),
        50_000,
        21,
      );
  }
}

export interface Scenarios {
  /** The scenarios this sandbox can add: all but `hostile` in the in-browser demo. */
  names: readonly ScenarioName[];
  /** Adds the scenario's form to the store and returns its id. */
  add(name: ScenarioName): string;
  /**
   * Adds submissions sent now to any form, answered like its others; their ids in list order,
   * or undefined for an unknown form.
   */
  addSubmissions(formId: string, request: NewSubmissions, now?: number): string[] | undefined;
  /** Forget how many were added, so ids repeat after a store reset. */
  reset(): void;
}

/** `buildHostile` comes with the test tools (handler.ts), so the demo downloads none of it. */
export function createScenarios(
  store: SandboxStore,
  seed: number,
  buildHostile?: typeof buildHostileForm,
): Scenarios {
  let added = 0;
  let batches = 0;
  const specs = new Map(SEED_QUESTION_SPECS);
  return {
    names: buildHostile ? SCENARIO_NAMES : SCENARIO_NAMES.filter((name) => name !== 'hostile'),
    add(name) {
      added += 1;
      const id = stableId('frm', `scenario:${name}:${added}`);
      // Later than every seeded form, so a new scenario is at the top of the list.
      const createdAt = REFERENCE_DATE + added * MINUTE;
      const dataSeed = deriveSeed(seed, id);
      if (name === 'many-forms') {
        for (let index = MANY_FORMS; index >= 1; index -= 1) {
          const formId = index === 1 ? id : stableId('frm', `scenario:${name}:${added}:${index}`);
          const small = spec(
            formId,
            `Many forms ${index}`,
            createdAt,
            LARGE_QUESTIONS.slice(0, 2),
            3,
          );
          specs.set(formId, small.questions);
          store.addForm(buildFormRecord(small, deriveSeed(seed, formId)));
        }
        return id;
      }
      if (name === 'account') {
        for (let index = ACCOUNT_FORMS; index >= 1; index -= 1) {
          const formId = index === 1 ? id : stableId('frm', `scenario:${name}:${added}:${index}`);
          const formSpec = spec(
            formId,
            `Account form ${index}`,
            createdAt,
            LARGE_QUESTIONS,
            ACCOUNT_SUBMISSIONS_PER_FORM,
            30,
          );
          specs.set(formId, formSpec.questions);
          store.addForm(buildLazyFormRecord(formSpec, deriveSeed(seed, formId)));
        }
        return id;
      }
      const formSpec = scenarioSpec(name, id, createdAt);
      if (!formSpec) {
        if (!buildHostile) throw new Error('The hostile scenario comes with the test tools');
        store.addForm(buildHostile(id, createdAt, dataSeed));
        return id;
      }
      specs.set(id, formSpec.questions);
      // The big forms answer lazily: as plain objects they would weigh on the demo page's heap.
      const lazy = name === 'large-submissions' || name === 'huge-submissions';
      store.addForm(
        lazy ? buildLazyFormRecord(formSpec, dataSeed) : buildFormRecord(formSpec, dataSeed),
      );
      return id;
    },
    addSubmissions(formId, request, now = Date.now()) {
      const record = store.getForm(formId);
      if (!record) return undefined;
      batches += 1;
      const rng = createRng(deriveSeed(seed, `${formId}:new:${batches}`));
      return addNewSubmissions(record, specs.get(formId), request, rng, now);
    },
    reset() {
      added = 0;
      batches = 0;
      specs.clear();
      for (const [id, questions] of SEED_QUESTION_SPECS) specs.set(id, questions);
    },
  };
}
