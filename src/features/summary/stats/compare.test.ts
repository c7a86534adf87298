import type { Question, Submission } from '@/api/schemas';
import { compareGroups } from './compare';

const QUESTIONS: Question[] = [
  { id: 'ok', name: 'ok', type: 'SWITCH', is_deleted: false },
  { id: 'size', name: 'size', type: 'NUMBER', is_deleted: false },
  { id: 'plan', name: 'plan', type: 'DROPDOWN', is_deleted: false },
  { id: 'tools', name: 'tools', type: 'MULTISELECT', is_deleted: false },
  { id: 'note', name: 'note', type: 'LONG_ANSWER', is_deleted: false },
];

const row = (id: string, day: string, responses: Record<string, unknown>): Submission => ({
  id,
  created_at: `${day}T12:00:00Z`,
  is_partial: false,
  responses,
});

/** `yes` of `count` said yes; `sizes` go to the first rows; one plan each, in turn. */
function group(prefix: string, day: string, yes: number, count: number, sizes: number[]) {
  return Array.from({ length: count }, (_, index) =>
    row(`${prefix}${index}`, day, {
      ok: index < yes,
      ...(index < sizes.length ? { size: sizes[index] } : {}),
      plan: index % 2 === 0 ? 'Pro' : 'Free',
      tools: ['API'],
    }),
  );
}

// Student's sleep data (R's `sleep`), the textbook example of Welch's test.
const SLEEP_1 = [0.7, -1.6, -0.2, -1.2, -0.1, 3.4, 3.7, 0.8, 0.0, 2.0];
const SLEEP_2 = [1.9, 0.8, 1.1, 0.1, -0.1, 4.4, 5.5, 1.6, 4.6, 3.4];

describe('comparing two groups', () => {
  const a = group('a', '2026-11-02', 45, 100, SLEEP_1);
  const b = group('b', '2026-10-05', 30, 100, SLEEP_2);
  const comparison = compareGroups(a, b, QUESTIONS, 28);
  const of = (id: string) => comparison.questions.find((item) => item.question.id === id)!;

  it("counts each group and tests each question with its type's test", () => {
    expect(comparison.a.overview.responses).toBe(100);
    expect(comparison.b.overview.responses).toBe(100);
    // R: prop.test(c(45, 30), c(100, 100), correct = FALSE) → p-value = 0.02846
    expect(of('ok').difference).toMatchObject({ kind: 'test', test: 'two-proportion' });
    const ok = of('ok').difference;
    expect(ok?.kind === 'test' && ok.p.toPrecision(4)).toBe('0.02846');
    // R: t.test(extra ~ group, data = sleep) → p-value = 0.07939
    const size = of('size').difference;
    expect(size?.kind === 'test' && size.test === 'welch' && size.p.toPrecision(4)).toBe('0.07939');
    // The same plans in both groups: chi-square 0, p = 1.
    expect(of('plan').difference).toEqual({ kind: 'test', test: 'chi-square', p: 1 });
    expect(of('tools').difference).toEqual({ kind: 'multi' });
    expect(of('note').difference).toBeNull();
  });

  it('tests no question when a group is inside the other or they share some responses', () => {
    // The first 45 of the group (those who said yes) against the whole group, which holds them.
    const contained = compareGroups(a.slice(0, 45), a, QUESTIONS);
    expect(contained.overlap).toEqual({ kind: 'contained', within: 'a', both: 45 });
    // Welch's t, chi-square and the z-test alike: none takes them for independent samples.
    for (const id of ['ok', 'size', 'plan']) {
      expect(contained.questions.find((item) => item.question.id === id)!.difference).toEqual({
        kind: 'overlap',
      });
    }
    const partly = compareGroups(a.slice(0, 60), [...a.slice(50), ...b], QUESTIONS);
    expect(partly.overlap).toEqual({ kind: 'partial', both: 10 });
    expect(partly.questions.map((item) => item.difference?.kind ?? null)).toEqual([
      'overlap',
      'overlap',
      'overlap',
      'overlap',
      null,
    ]);
    expect(comparison.overlap).toEqual({ kind: 'disjoint' });
  });

  it('says the groups are too small when under 5 answers are expected in an option', () => {
    const small = compareGroups(a.slice(0, 6), b.slice(0, 6), QUESTIONS);
    expect(small.questions[2]!.difference).toEqual({ kind: 'too-small' });
  });

  it('overlays the period before on the same days', () => {
    const { a: first, b: second } = comparison.overTime;
    expect(first.buckets.map((bucket) => bucket.label)).toEqual(
      second.buckets.map((bucket) => bucket.label),
    );
    const counted = (buckets: typeof first.buckets) => buckets.filter((item) => item.count > 0);
    // October 5th, moved 28 days on, falls on November 2nd beside the first group.
    expect(counted(first.buckets)).toMatchObject([{ label: 'Nov 2, 2026', count: 100 }]);
    expect(counted(second.buckets)).toMatchObject([{ label: 'Nov 2, 2026', count: 100 }]);
  });
});
