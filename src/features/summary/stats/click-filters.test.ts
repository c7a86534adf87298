import type { Question, Submission } from '@/api/schemas';
import { applyFilters } from '@/response-set/apply-filters';
import type { Filter } from '@/response-set/filters';
import { createSandbox } from '@/sandbox/handler';
import { createSeedData } from '@/sandbox/seed';
import { FRACTION_QUESTIONS, FRACTION_ROWS } from './fraction-fixture';
import { QUESTIONS, ROWS } from './summary-fixture';
import { summarize } from './summarize';

type Target = { label: string; count: number; filter: Filter };

/** The "Count" figure of numbers: how many there are, opening their `countFilter`. */
const countOf = (filter: Filter, { summary }: { summary: { count: number } | null }) => ({
  label: 'count',
  count: summary?.count ?? 0,
  filter,
});

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
    if (stat.kind === 'numbers') add([...stat.histogram, countOf(stat.countFilter, stat)]);
    if (stat.kind === 'range') {
      for (const end of [stat.lower, stat.upper]) {
        add([...end.histogram, countOf(end.countFilter, end)]);
      }
    }
    if (stat.kind === 'ranking') {
      add(
        stat.items.map(({ label, first, firstFilter }) => ({
          label,
          count: first,
          filter: firstFilter,
        })),
      );
    }
    if (stat.kind === 'scale') add(stat.nps?.groups ?? []);
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
      'hour',
      'is',
      'nps',
      'rankedFirst',
    ]);
  });

  it("bins of fractions hold what their filters find, values on the bins' edges included", () => {
    const targets = expectCountsMatchFilters(FRACTION_ROWS, FRACTION_QUESTIONS);
    const bins = targets.filter(({ filter }) => filter.op === 'between' && filter.min !== null);
    // 10 bins of the numbers, 10 of each end of the range slider.
    expect(bins).toHaveLength(30);
    expect(bins.filter(({ filter }) => 'maxExclusive' in filter)).toHaveLength(27);
    const numberBins = bins.filter(({ filter }) => filter.column === 'q:weight');
    expect(numberBins.reduce((sum, bin) => sum + bin.count, 0)).toBe(14);
    // 0.3 and 0.1 + 0.2 (0.30000000000000004) are both in the bin that starts at 0.3.
    expect(numberBins[3]).toMatchObject({ label: '0.3–0.4', count: 2 });
    expect(numberBins[9]).toMatchObject({ label: '0.9–1', count: 3 });
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
