import { screen } from '@testing-library/react';
import type { Question, Submission } from '@/api/schemas';
import { renderApp } from '@test/render-app';
import {
  addTestForm,
  findSubmissionsTable,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const FORM = 'frm_width_view';
const QUESTIONS: Question[] = [
  { id: 'name', name: 'Name', type: 'SHORT_ANSWER', is_deleted: false },
];
const LONG_NAME = 'A respondent whose name runs on and on';

/** 30 responses, newest first; only the newest has a long name. */
const RESPONSES: Submission[] = Array.from({ length: 30 }, (_, index) => ({
  id: `w-${String(index).padStart(2, '0')}`,
  created_at: new Date(Date.parse('2026-11-20T10:00:00Z') - index * 3_600_000).toISOString(),
  is_partial: false,
  responses: { name: index === 0 ? LONG_NAME : `Kim ${index}` },
}));

const nameWidth = (table: HTMLElement) =>
  [...table.querySelectorAll<HTMLElement>(':scope > thead th')].find(
    (th) => th.textContent === 'Name',
  )?.style.width;

describe('column widths over the response set', () => {
  it('stay as they were when a search shows only short answers', async () => {
    addTestForm(FORM, 'Width view', QUESTIONS, RESPONSES);
    const { user } = renderApp(`/forms/${FORM}/submissions`);
    await screen.findByText('All 30 responses loaded');
    const table = await findSubmissionsTable();
    const width = nameWidth(table);
    // Wide enough for the long name (the widest a short answer's column gets).
    expect(width).toBe('320px');

    await user.type(screen.getByLabelText('Search responses'), 'kim 2{Enter}');
    expect(await screen.findByText(/^\d+ of 30 responses match/)).toBeVisible();
    expect(screen.queryByText(LONG_NAME)).not.toBeInTheDocument();
    expect(nameWidth(await findSubmissionsTable())).toBe(width);
  });
});
