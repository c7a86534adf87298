import { screen, waitFor } from '@testing-library/react';
import { DISPLAY_TEXT_LIMIT } from '@/lib/display-text';
import { renderApp } from '@test/render-app';
import {
  addTestForm,
  findHeading,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

// Issue 27, low 8: a form name of 50 MB froze the forms page for about 100 s.
const FIVE_MB = 5 * 1024 * 1024;
const formId = 'frm_long_texts';
const submissionId = 'sub_long_texts';
const hugeName = `Huge ${'n'.repeat(FIVE_MB)}`;
const hugeAnswer = `Start ${'a'.repeat(FIVE_MB)} end`;

beforeEach(() => {
  addTestForm(
    formId,
    hugeName,
    [{ id: 'q_comment', name: 'Comment', type: 'LONG_ANSWER', is_deleted: false }],
    [
      {
        id: submissionId,
        created_at: '2026-11-20T10:00:00.000Z',
        is_partial: false,
        responses: { q_comment: hugeAnswer },
      },
    ],
  );
});

/** Cut to the display limit, with an ellipsis: never the whole text. */
function expectCut(text: string | null | undefined, start: string) {
  expect(text?.startsWith(start)).toBe(true);
  expect(text!.length).toBeLessThanOrEqual(DISPLAY_TEXT_LIMIT + 1);
  expect(text!.endsWith('…')).toBe(true);
}

describe('a 5 MB form name and a 5 MB answer', () => {
  it('the forms page draws the name cut', async () => {
    renderApp('/forms');
    const link = await waitFor(() => {
      const found = document.querySelector(`a[href$="/forms/${formId}/submissions"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    expectCut(link.textContent, 'Huge nnn');
  });

  it('the submission page cuts its heading and the answer, and shows all on request', async () => {
    const { user } = renderApp(`/forms/${formId}/submissions/${submissionId}`);
    await findHeading(/^Submission of/);
    const answer = await screen.findByText(/^Start a+…$/);
    expectCut(answer.textContent, 'Start aaa');
    for (const crumb of document.querySelectorAll('.mantine-Breadcrumbs-root > *')) {
      expect(crumb.textContent!.length).toBeLessThanOrEqual(DISPLAY_TEXT_LIMIT + 1);
    }
    await user.click(screen.getByRole('button', { name: /^Show all [\d,]+ characters$/ }));
    expect((await screen.findByText(/ end$/)).textContent).toBe(hugeAnswer);
  });
});
