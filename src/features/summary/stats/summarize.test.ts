import { dropOff } from './drop-off';
import { overview } from './overview';
import { QUESTIONS, ROWS } from './summary-fixture';
import { summarize } from './summarize';

describe('the whole summary', () => {
  it('responses, completed, partial, completion rate and responses per day', () => {
    const stat = overview(ROWS);
    expect(stat).toMatchObject({ responses: 7, completed: 4, partial: 3 });
    expect(stat.completionRate).toBe(4 / 7);
    expect(stat.overTime.unit).toBe('day');
    expect(stat.overTime.buckets).toHaveLength(20);
    const nonZero = stat.overTime.buckets.filter((bucket) => bucket.count > 0);
    expect(nonZero.map((bucket) => bucket.count)).toEqual([1, 1, 2, 3]);
  });

  it('drop-off: how many partial submissions reached each question and where they stopped', () => {
    const stat = dropOff(ROWS, QUESTIONS);
    expect(stat.partials).toBe(3);
    const steps = stat.steps.map((step) => [step.question.id, step.reached, step.stopped]);
    // r7 answered nothing, r6 stopped after `tools`, r5 after `size`.
    expect(steps.slice(0, 8)).toEqual([
      ['plan', 3, 1],
      ['tools', 2, 0],
      ['rank', 2, 1],
      ['nps', 1, 0],
      ['stars', 1, 0],
      ['size', 1, 0],
      ['span', 1, 1],
      ['ok', 0, 0],
    ]);
    expect(stat.steps.some((step) => step.question.is_deleted)).toBe(false);
    expect(stat.mostStopped?.id).toBe('plan');
    expect(stat.stoppedAfterLast).toBe(0);
  });

  it('questions in form order with deleted ones last; no drop-off without partials', () => {
    const summary = summarize(ROWS, [QUESTIONS[19]!, ...QUESTIONS.slice(0, 19)], {
      partialsVisible: false,
    });
    expect(summary.questions.map((item) => item.question.id)).toEqual(
      QUESTIONS.map((question) => question.id),
    );
    expect(summary.dropOff).toBeNull();
  });
});
