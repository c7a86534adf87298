import type { Question, Submission } from '@/api/schemas';
import { applyFilters, type Filter } from '@/response-set/filters';
import { createSandbox } from '@/sandbox/handler';
import { createSeedData } from '@/sandbox/seed';
import { QUESTIONS, ROWS } from './summary-fixture';
import { summarize } from './summarize';

type Target = { label: string; count: number; filter: Filter };

/** Every figure of a summary that opens the table, with the count the summary shows for it. */
function clickTargets(rows: readonly Submission[], questions: readonly Question[]): Target[] {
  const summary = summarize(rows, questions, { partialsVisible: true });
  const { overview } = summary;
  const targets: Target[] = [
    { label: 'completed', count: overview.completed, filter: overview.completedFilter },
    { label: 'partial', count: overview.partial, filter: overview.partialFilter },
  ];
  const add = (items: readonly { label: string; count: number; filter: Filter | null }[]) =>
    items.forEach(({ label, count, filter }) => filter && targets.push({ label, count, filter }));
  add(overview.overTime.buckets);
  for (const { stat } of summary.questions) {
    if ('items' in stat) add(stat.items);
    if (stat.kind === 'numbers') add(stat.histogram);
    if (stat.kind === 'dates') add(stat.timeline.buckets);
    if (stat.kind === 'payment') add(stat.byStatus);
    if (stat.kind === 'text') {
      add([...stat.words, ...(stat.groups?.items ?? [])]);
      add([{ label: 'answered', count: stat.answered, filter: stat.answeredFilter }]);
    }
    if (stat.kind === 'files') {
      add([{ label: 'with files', count: stat.answered, filter: stat.withFilesFilter }]);
    }
  }
  return targets;
}

function expectCountsMatchFilters(rows: readonly Submission[], questions: readonly Question[]) {
  const targets = clickTargets(rows, questions);
  const found = targets.map(({ label, filter }) => ({
    label,
    filter,
    count: applyFilters(rows, [filter], questions).length,
  }));
  expect(found).toEqual(targets);
  return targets;
}

describe('click to filter', () => {
  it('every count the summary shows is what its filter finds (known data, hostile values)', () => {
    const targets = expectCountsMatchFilters(ROWS, QUESTIONS);
    const ops = new Set(targets.map((target) => target.filter.op));
    expect([...ops].sort()).toEqual([
      'answered',
      'anyOf',
      'between',
      'contains',
      'dates',
      'hasFile',
      'is',
    ]);
  });

  it('on every seeded sandbox form', () => {
    const { forms } = createSeedData();
    expect(forms.length).toBeGreaterThan(3);
    for (const form of forms) {
      const targets = expectCountsMatchFilters(form.submissions, form.questions);
      expect(targets.length).toBeGreaterThan(2);
    }
  });

  it("on the sandbox's hostile form: every statistic works out, and its counts match too", () => {
    const sandbox = createSandbox({ basePath: '' });
    const formId = sandbox.scenarios.add('hostile');
    const { questions } = sandbox.store.getForm(formId)!;
    const rows = sandbox.store.listSubmissions(formId, 'all');
    expect(rows.length).toBeGreaterThan(0);
    expectCountsMatchFilters(rows, questions);
    const summary = summarize(rows, questions, { partialsVisible: true });
    const others = summary.questions.reduce((sum, { stat }) => sum + stat.other.count, 0);
    expect(others).toBeGreaterThan(0);
  });
});
