import { within } from '@testing-library/react';
import { vi } from 'vitest';
import { answerToText } from '@/components/answers/answer-text';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  cellUnder,
  findSubmissionsTable,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
} from '@/features/submissions/submissions-test-support';

// A renderer that fails, as a bug in one would: the table catches it per row.
vi.mock('@/components/answers/rating-answer', () => ({
  RatingAnswer: () => {
    throw new Error('renderer bug');
  },
}));

setupSubmissionsTests();

const showcase = SEED_FORM_IDS.showcase;

describe('a row whose answer cannot be drawn', () => {
  it('shows that row as plain text and every other row as usual', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp(`/forms/${showcase}/submissions?filter=all&limit=50`);
    const table = await findSubmissionsTable();
    const questions = storedQuestions(showcase);
    const rating = questions.find((question) => question.type === 'RATING')!;
    const choice = questions.find((question) => question.type === 'LIST_RADIO')!;
    const stored = storedSubmissions(showcase, 'all');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(stored.length);

    const rated = stored.findIndex((item) => typeof item.responses[rating.id] === 'number');
    const unrated = stored.findIndex(
      (item) =>
        item.responses[rating.id] === undefined && typeof item.responses[choice.id] === 'string',
    );
    expect(rated).toBeGreaterThanOrEqual(0);
    expect(unrated).toBeGreaterThanOrEqual(0);

    // The failing row: its answers as the text the export would write, no stars, no badges.
    const failed = rows[rated]!;
    expect(cellUnder(table, failed, rating.name)).toHaveTextContent(
      answerToText('RATING', stored[rated]!.responses[rating.id]),
    );
    expect(within(failed).queryByRole('img', { name: /out of 5 stars/ })).toBeNull();
    expect(within(failed).getByRole('link', { name: /^Open submission of/ })).toBeVisible();

    // A row without a rating is drawn by its renderers: its choice is a badge with a title.
    const fine = rows[unrated]!;
    const option = stored[unrated]!.responses[choice.id] as string;
    expect(cellUnder(table, fine, choice.name).querySelector(`[title="${option}"]`)).not.toBeNull();
  });
});
