import { applyFilters } from '@/response-set/apply-filters';
import type { Filter } from '@/response-set/filters';
import { createSearchIndex } from '@/response-set/search';
import { QUESTIONS, ROWS } from '@/response-set/test-rows';
import { applyView, EMPTY_VIEW, type ResponseView, tabOf } from '@/response-set/view';
import { compareGroupsOf, compareGroupSteps } from './compare-groups';
import {
  type CompareTarget,
  compareTargetFromText,
  compareTargetText,
} from '@/features/summary/compare/compare-url';

const index = createSearchIndex(QUESTIONS);
const pro: Filter = { column: 'q:plan', op: 'anyOf', values: ['Pro'] };
const scoreFrom5: Filter = { column: 'q:score', op: 'between', min: 5, max: null };
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

/** The groups of a comparison of `view` with responses picked by `filters`. */
function groupsOf(view: ResponseView, filters: Filter[], rows = ROWS) {
  const target: CompareTarget = { kind: 'filters', filters };
  return compareGroupsOf({ rows, questions: QUESTIONS, view, index, target, savedViews: [] });
}

describe('a second group built with filters', () => {
  it("counts the tab's responses that every filter lets through, as the table's filters do", () => {
    const views: ResponseView[] = [
      EMPTY_VIEW,
      { ...EMPTY_VIEW, tab: 'all' },
      { ...EMPTY_VIEW, tab: 'partial' },
      { ...EMPTY_VIEW, filters: [{ column: 'q:plan', op: 'anyOf', values: ['Free'] }] },
    ];
    for (const view of views) {
      for (const filters of [[pro], [scoreFrom5], [pro, scoreFrom5]]) {
        const groups = groupsOf(view, filters);
        expect(groups.kind).toBe('groups');
        if (groups.kind !== 'groups') continue;
        const expected = applyFilters(tabOf(ROWS, view.tab), filters, QUESTIONS);
        expect(ids(groups.b)).toEqual(ids(expected));
        const inView = applyView(ROWS, QUESTIONS, view, index);
        expect(ids(groups.a)).toEqual(ids(inView));
      }
    }
    // Known data (test-rows.ts): of the completed responses, s6 alone chose Pro.
    const groups = groupsOf(EMPTY_VIEW, [pro]);
    expect(groups.kind === 'groups' && ids(groups.b)).toEqual(['s6']);
  });

  it('finds the same groups a slice of rows at a time over many rows', () => {
    // 12,000 rows: three slices of 5,000, the last one short.
    const many = Array.from({ length: 12_000 }, (_, at) => {
      const row = ROWS[at % ROWS.length]!;
      return { ...row, id: `${row.id}-${at}` };
    });
    const found = compareGroupSteps({
      rows: many,
      questions: QUESTIONS,
      view: EMPTY_VIEW,
      index,
      target: { kind: 'filters', filters: [pro] },
      savedViews: [],
    });
    expect(found.kind === 'steps' && found.steps.length).toBe(6);
    if (found.kind !== 'steps') return;
    found.steps.forEach((step) => step());
    const expected = applyFilters(tabOf(many, 'completed'), [pro], QUESTIONS);
    expect(found.groups().b).toEqual(expected);
    expect(found.groups().a).toEqual(tabOf(many, 'completed'));
  });

  it('names the group in words, as the chips say its filters', () => {
    const groups = groupsOf(EMPTY_VIEW, [pro, scoreFrom5]);
    expect(groups.kind === 'groups' && groups.names).toEqual({
      a: 'This view',
      b: 'Plan is any of Pro and Score at least 5',
    });
  });

  it('asks for a filter while there is none', () => {
    const groups = groupsOf(EMPTY_VIEW, []);
    expect(groups).toEqual({ kind: 'missing', reason: expect.stringMatching(/^Add a filter/) });
  });

  it('lives in the URL: written and read back, what does not parse left out', () => {
    const target: CompareTarget = { kind: 'filters', filters: [pro, scoreFrom5] };
    const params = new URLSearchParams({ vs: compareTargetText(target) });
    expect(compareTargetFromText(new URLSearchParams(params.toString()).get('vs'))).toEqual(target);
    const hostile = `filters:${JSON.stringify([pro, { column: 'q:x', op: 'eval', code: '1' }, 7])}`;
    expect(compareTargetFromText(hostile)).toEqual({ kind: 'filters', filters: [pro] });
    expect(compareTargetFromText('filters:{not json')).toEqual({ kind: 'filters', filters: [] });
  });
});
