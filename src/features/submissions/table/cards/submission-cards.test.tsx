import { screen, waitFor, within } from '@testing-library/react';
import { SMALL_SCREEN_QUERY } from '@/components/use-small-screen';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  expectShowing,
  setupSubmissionsTests,
  storedQuestions,
  storedSubmissions,
  submissionDeletes,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const formId = SEED_FORM_IDS.customerFeedback;
const listPath = `/forms/${formId}/submissions`;

// A phone: only the small-screen query matches (test/setup.ts answers "no" to every query).
const desktopMatchMedia = window.matchMedia;
beforeEach(() => {
  window.matchMedia = vi.fn((query: string) => ({
    ...desktopMatchMedia(query),
    matches: query === SMALL_SCREEN_QUERY,
  }));
});
afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

const findCards = async () =>
  within(await screen.findByRole('list', { name: 'Submissions' })).getAllByRole('listitem');

/** A card's question: answer pairs, as its text reads. */
const pairsOf = (card: HTMLElement) =>
  [...card.querySelectorAll('dt')].map((term) => [
    term.textContent,
    term.nextElementSibling?.textContent,
  ]);

describe('the submissions on a phone', () => {
  it('are cards: the time as a link to the submission, the status, the first four columns', async () => {
    const submissions = storedSubmissions(formId, 'completed');
    const questions = storedQuestions(formId).filter((question) => !question.is_deleted);
    const nameId = questions.find((question) => question.name === 'Your name')!.id;
    renderApp(listPath);
    const cards = await findCards();
    expect(document.querySelector('table')).toBeNull();
    expect(cards).toHaveLength(25);

    const index = submissions.findIndex((item) => typeof item.responses[nameId] === 'string');
    const submission = submissions[index]!;
    const card = cards[index]!;
    const time = formatDateTime(submission.created_at);
    const link = within(card).getByRole('link', { name: `Open submission of ${time}` });
    expect(link).toHaveTextContent(time);
    expect(link).toHaveAttribute('href', `${listPath}/${submission.id}`);
    expect(within(card).getByText('Completed')).toBeVisible();
    const pairs = pairsOf(card);
    expect(pairs.map(([question]) => question)).toEqual(
      questions.slice(0, 4).map((question) => question.name),
    );
    expect(pairs).toContainEqual(['Your name', submission.responses[nameId]]);
  });

  it('a card opens its submission; its checkbox selects it for the toolbar', async () => {
    const second = storedSubmissions(formId, 'completed')[1]!;
    const { user, router } = renderApp(listPath);
    const cards = await findCards();
    await user.click(within(cards[1]!).getByRole('checkbox'));
    expect(await screen.findByText('1 selected')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Delete selected' })).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('25 selected')).toBeVisible();

    const time = formatDateTime(second.created_at);
    await user.click(screen.getByRole('link', { name: `Open submission of ${time}` }));
    await expectShowing(router, listPath, second, '');
  });

  it("a card's … menu deletes it, by keyboard, after the same confirmation", async () => {
    const second = storedSubmissions(formId, 'completed')[1]!;
    const time = formatDateTime(second.created_at);
    const { user } = renderApp(listPath);
    await findCards();
    const menu = await screen.findByRole('button', { name: `Actions for submission of ${time}` });
    menu.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menuitem', { name: 'Delete submission…' });
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this submission?' });
    expect(dialog).toHaveTextContent(time);
    expect(submissionDeletes(formId)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete submission' }));
    await waitFor(() =>
      expect(
        submissionDeletes(formId).map((request) => request.url.pathname.split('/').at(-1)),
      ).toEqual([second.id]),
    );
  });

  it("marks the search in a card's time", async () => {
    const [newest] = storedSubmissions(formId, 'completed');
    const year = String(new Date(newest!.created_at).getFullYear());
    renderApp(`${listPath}?q=${year}`);
    await waitFor(async () => {
      const [card] = await findCards();
      const link = within(card!).getByRole('link', { name: /^Open submission of/ });
      expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([year]);
    });
  });

  it('says so when none match, and clears the search in one tap', async () => {
    const { user, router } = renderApp(`${listPath}?q=no-such-answer-anywhere`);
    expect(await screen.findByText('No responses match')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Submissions' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await findCards()).toHaveLength(25);
    expect(router.state.location.search).toBe('');
  });
});
