import type { Question, Submission } from '@/api/schemas';
import { autoColumnWidths } from './column-widths';

const question = (id: string, type: string, name = 'Q', is_deleted = false): Question => ({
  id,
  name,
  type,
  is_deleted,
});
const row = (responses: Record<string, unknown>): Submission =>
  ({
    id: Math.random().toString(36),
    created_at: '2026-01-01T00:00:00Z',
    is_partial: false,
    responses,
  }) as Submission;

describe('column widths from the content', () => {
  it('gives short types a narrow column and long answers a wide one, within limits', () => {
    const questions = [
      question('rating', 'RATING', 'How would you rate the venue overall?'),
      question('ok', 'SWITCH'),
      question('count', 'NUMBER'),
      question('story', 'LONG_ANSWER', 'Anything else?'),
      question('name', 'SHORT_ANSWER', 'Name'),
    ];
    const rows = [
      row({ rating: 5, ok: true, count: 123456789, story: 'x'.repeat(500), name: 'Ann' }),
      row({ rating: 3, ok: false, name: 'Bo' }),
    ];
    const widths = autoColumnWidths(questions, rows);
    for (const id of ['rating', 'ok', 'count']) {
      expect(widths.get(id)).toBeGreaterThanOrEqual(110);
      expect(widths.get(id)).toBeLessThanOrEqual(140);
    }
    expect(widths.get('story')).toBe(360);
    expect(widths.get('name')).toBe(120);
  });

  it('follows the longest answer on the rows shown and the header name, up to the limit', () => {
    const questions = [question('a', 'SHORT_ANSWER', 'A'), question('b', 'EMAIL', 'B')];
    const short = autoColumnWidths(questions, [row({ a: 'short', b: 'a@b.co' })]);
    const longer = autoColumnWidths(questions, [
      row({ a: 'short', b: 'a@b.co' }),
      row({ a: 'a somewhat longer answer than that', b: 'x'.repeat(200) }),
    ]);
    expect(longer.get('a')!).toBeGreaterThan(short.get('a')!);
    expect(longer.get('a')!).toBeLessThan(320);
    expect(longer.get('b')).toBe(320);

    const named = autoColumnWidths(
      [question('a', 'SHORT_ANSWER', 'What is the name of your organisation?')],
      [row({ a: 'Ann' })],
    );
    expect(named.get('a')!).toBeGreaterThan(short.get('a')!);
  });

  it('makes room for the "deleted" badge, and survives odd types and answers', () => {
    const plain = autoColumnWidths([question('a', 'DROPDOWN', 'Size')], []);
    const deleted = autoColumnWidths([question('a', 'DROPDOWN', 'Size', true)], []);
    expect(deleted.get('a')!).toBeGreaterThan(plain.get('a')!);

    const odd = autoColumnWidths(
      [question('a', 'FROM_ANOTHER_DEPLOYMENT'), question('b', 'rating')],
      [row({ a: { nested: [1, 2, 3] }, b: 'not a number' })],
    );
    expect(odd.get('a')!).toBeGreaterThanOrEqual(120);
    expect(odd.get('b')!).toBeLessThanOrEqual(140);
  });
});
