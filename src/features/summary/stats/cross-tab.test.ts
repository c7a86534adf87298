import { applyFilters } from '@/response-set/apply-filters';
import { categoriesOf, crossTab } from './cross-tab';
import { summarize } from './summarize';
import { QUESTIONS, ROWS } from './summary-fixture';

const summary = summarize(ROWS, QUESTIONS, { partialsVisible: true });
const categoriesFor = (id: string) => {
  const item = summary.questions.find(({ question }) => question.id === id);
  const categories = item && categoriesOf(item.stat);
  if (!categories) throw new Error(`${id} has no categories`);
  return categories;
};

describe('cross-tab', () => {
  it("each cell's count is what the table finds with both categories' filters", () => {
    const pairs: [string, string][] = [
      ['plan', 'ok'],
      ['stars', 'plan'],
      ['tools', 'land'],
      ['nps', 'day'],
      ['at', 'ok'],
    ];
    for (const [a, b] of pairs) {
      const table = crossTab(ROWS, QUESTIONS, categoriesFor(a), categoriesFor(b));
      expect(table.rows.length).toBeGreaterThan(0);
      expect(table.columns.length).toBeGreaterThan(0);
      table.rows.forEach((row, i) =>
        table.columns.forEach((column, j) =>
          expect(table.counts[i]?.[j]).toBe(
            applyFilters(ROWS, [row.filter, column.filter], QUESTIONS).length,
          ),
        ),
      );
    }
  });

  it('a single-answer pair has totals that add up, and a chi-square result', () => {
    const table = crossTab(ROWS, QUESTIONS, categoriesFor('plan'), categoriesFor('ok'));
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(table.rowTotals)).toBe(table.total);
    expect(sum(table.columnTotals)).toBe(table.total);
    expect(table.counts.map(sum)).toEqual(table.rowTotals);
    expect(['test', 'too-small', 'no-test']).toContain(table.test.kind);
  });

  it('gives no test when a multi-answer question puts a response in several cells', () => {
    const table = crossTab(ROWS, QUESTIONS, categoriesFor('tools'), categoriesFor('plan'));
    expect(table.test).toEqual({ kind: 'multi' });
  });

  it('has no categories for numbers, texts and files', () => {
    for (const id of ['size', 'comment', 'cv']) {
      const item = summary.questions.find(({ question }) => question.id === id);
      expect(item && categoriesOf(item.stat)).toBeNull();
    }
  });
});
