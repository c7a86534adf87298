import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import { sandbox } from '@test/sandbox-server';
import {
  bodyRows,
  cellUnder,
  findHeading,
  findSubmissionsTable,
  headerNames,
  storedQuestions,
  storedSubmissions,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const showcase = SEED_FORM_IDS.showcase;
const event = SEED_FORM_IDS.eventRegistration;

describe('submissions table', () => {
  it('has the time, the status and every question of the 27-type form as headers, in order', async () => {
    renderApp(`/forms/${showcase}/submissions`);
    const table = await findSubmissionsTable();
    const questions = storedQuestions(showcase);
    expect(questions).toHaveLength(27);
    expect(headerNames(table)).toEqual([
      'Submitted',
      'Status',
      ...questions.map((question) => question.name),
    ]);
    expect(await findHeading('Every question type')).toBeVisible();
  });

  it('shows one row per submission, newest first, with its time and status', async () => {
    renderApp(`/forms/${showcase}/submissions?filter=all&limit=50`);
    const table = await findSubmissionsTable();
    const stored = storedSubmissions(showcase, 'all');
    const rows = bodyRows(table);
    expect(rows).toHaveLength(stored.length);
    rows.forEach((row, index) => {
      const submission = stored[index]!;
      const time = formatDateTime(submission.created_at);
      expect(row.querySelector(`a[aria-label="Open submission of ${time}"]`)).toHaveTextContent(
        time,
      );
      expect(cellUnder(table, row, 'Status')).toHaveTextContent(
        submission.is_partial ? 'Partial' : 'Completed',
      );
    });
    expect(stored.some((submission) => submission.is_partial)).toBe(true);
  });

  it('renders a readable cell for representative question types', async () => {
    renderApp(`/forms/${showcase}/submissions`);
    const table = await findSubmissionsTable();
    // The newest showcase submission answers every question in its documented shape.
    const row = bodyRows(table)[0]!;
    const cell = (column: string) => cellUnder(table, row, column);
    for (const question of storedQuestions(showcase)) {
      // Text, or an icon or image with a name: something a reader can take in.
      const content = cell(question.name);
      const named = content.querySelector('[role="img"][aria-label], img[alt]');
      expect(content.textContent?.trim() || named, question.type).toBeTruthy();
      expect(content).not.toHaveTextContent(/^No answer$|\[object Object\]/);
    }

    expect(cell('Short answer: your nickname')).toHaveTextContent('Mo');
    expect(cell('Range slider: budget in EUR')).toHaveTextContent(/500\s*–\s*1,500/);
    expect(within(cell('Switch: subscribe to updates')).getByRole('img')).toHaveAccessibleName(
      'Yes',
    );
    expect(within(cell('Checkbox: I accept the terms')).getByRole('img')).toHaveAccessibleName(
      'No',
    );
    expect(cell('Country')).toHaveTextContent('Germany');
    expect(cell('Ranking: order these fruits')).toHaveTextContent(
      '1. Mango · 2. Cherry · 3. Apple · 4. Kiwi',
    );
    expect(cell('Payment: donation')).toHaveTextContent('€25.00');
    // A respondent's image never loads in a cell: the signature is a link to it.
    expect(within(cell('Signature')).queryByRole('img')).toBeNull();
    // The sandbox's sample files are served by the app itself (public/sandbox-files).
    expect(within(cell('Signature')).getByRole('link')).toHaveAttribute(
      'href',
      `${window.location.origin}/sandbox-files/signature.png`,
    );

    const website = within(cell('Link to your website')).getByRole('link');
    expect(website).toHaveAttribute('href', 'https://blog.mo.example/');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    const email = within(cell('Email')).getByRole('link');
    expect(email.getAttribute('href')).toMatch(/^mailto:[^@]+@/);
    const files = within(cell('File upload: attachments')).getAllByRole('link');
    expect(files.map((file) => file.textContent)).toEqual([
      expect.stringContaining('holiday-photo.png'),
      expect.stringContaining('booking-confirmation.pdf'),
      expect.stringContaining('packing-list.csv'),
    ]);
    for (const file of files) expect(file).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('marks deleted questions and lets the user hide and show them', async () => {
    const { user } = renderApp(`/forms/${event}/submissions?limit=50`);
    const table = await findSubmissionsTable();
    const deleted = storedQuestions(event).filter((question) => question.is_deleted);
    expect(deleted.map((question) => question.name)).toEqual([
      'T-shirt size',
      'Do you need a parking spot?',
    ]);
    for (const question of deleted) {
      expect(headerNames(table)).toContain(`${question.name}deleted`);
    }
    expect(headerNames(table)).toContain('Full name');

    const toggle = screen.getByRole('switch', { name: 'Show 2 deleted questions' });
    await user.click(toggle);
    expect(headerNames(table).some((name) => name.includes('T-shirt size'))).toBe(false);
    expect(headerNames(table).some((name) => name.includes('parking spot'))).toBe(false);
    expect(headerNames(table)).toHaveLength(2 + storedQuestions(event).length - 2);

    await user.click(toggle);
    expect(headerNames(table)).toContain('T-shirt sizedeleted');
  });

  it('keeps a form with 150 questions usable: one scrollable region that renders the columns in view', async () => {
    const formId = sandbox.scenarios.add('wide-form');
    const questions = sandbox.store.getForm(formId)!.questions;
    renderApp(`/forms/${formId}/submissions?limit=10`);
    const table = await findSubmissionsTable();
    const region = screen.getByRole('region', { name: 'Submissions table' });
    expect(region).toContainElement(table);
    // Keyboard users scroll it through the grid inside, which is one Tab stop.
    expect(region).toHaveAttribute('tabindex', '-1');
    expect(table).toHaveAttribute('role', 'grid');
    expect(table.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(table).toHaveAttribute('aria-colcount', '152');
    expect(bodyRows(table)).toHaveLength(10);
    const shown = headerNames(table).slice(2);
    expect(shown.length).toBeGreaterThan(3);
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toBe(questions[0]!.name);

    // Scrolled to the far right (the table is as wide as all its columns, each as wide as its
    // content), the last columns are rendered instead.
    region.scrollLeft = parseFloat(table.style.width) - 1400;
    fireEvent.scroll(region);
    await waitFor(() => expect(headerNames(table)).toContain(questions[149]!.name));
    expect(headerNames(table)).not.toContain(questions[0]!.name);
    const cell = table.querySelector('tbody td[aria-colindex="152"]');
    expect(cell).not.toBeNull();
  });
});
