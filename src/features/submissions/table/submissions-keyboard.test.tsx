import { screen, waitFor, within } from '@testing-library/react';
import { SHORTCUT_GROUPS } from '@/components/keyboard-shortcuts';
import { formatDateTime } from '@/lib/format-date';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { renderApp } from '@test/render-app';
import {
  bodyRows,
  findSubmissionsTable,
  storedQuestions,
  storedSubmissions,
  setupSubmissionsTests,
} from '@/features/submissions/submissions-test-support';

setupSubmissionsTests();

const showcase = SEED_FORM_IDS.showcase;

/** What a keyboard user can Tab to inside the table: not disabled, not taken out (-1). */
const tabbable = (table: HTMLElement) =>
  [
    ...table.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
  ].filter((element) => element.tabIndex >= 0 && !element.matches(':disabled'));

const focused = () => document.activeElement as HTMLElement;
const focusedCell = () => focused().closest('td, th')!;
const focusedRow = (table: HTMLElement) => bodyRows(table).indexOf(focused().closest('tr')!);

async function openTable(path = `/forms/${showcase}/submissions?limit=25`) {
  const app = renderApp(path);
  const table = await findSubmissionsTable();
  // The stops are set once the rows are in.
  await waitFor(() => expect(tabbable(table)).toHaveLength(1));
  return { ...app, table };
}

describe('the submissions table by keyboard', () => {
  it('is one Tab stop; the arrow keys, Home/End and PageDown move between its cells', async () => {
    const { user, table } = await openTable();
    const submissions = storedSubmissions(showcase);
    const time = (index: number) => formatDateTime(submissions[index]!.created_at);
    const [stop] = tabbable(table);
    expect(stop).toHaveAccessibleName(/^Select all submissions on this page/);

    stop!.focus();
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAccessibleName(`Select submission of ${time(0)}`);
    await user.keyboard('{ArrowRight}');
    expect(focused()).toHaveAccessibleName(`Open submission of ${time(0)}`);
    await user.keyboard('{ArrowDown}');
    expect(focused()).toHaveAccessibleName(`Open submission of ${time(1)}`);
    // Still one stop, now where the focus is: Tab back into the table comes here.
    expect(tabbable(table)).toEqual([focused()]);

    const lastColumn = String(storedQuestions(showcase).length + 2);
    await user.keyboard('{End}');
    expect(focusedCell()).toHaveAttribute('aria-colindex', lastColumn);
    expect(focusedRow(table)).toBe(1);
    await user.keyboard('{Home}');
    expect(focused()).toHaveAccessibleName(`Select submission of ${time(1)}`);
    await user.keyboard('{PageDown}');
    expect(focused()).toHaveAccessibleName(`Select submission of ${time(11)}`);
    await user.keyboard('{ArrowUp}');
    expect(focusedRow(table)).toBe(10);
    await user.keyboard('{Control>}{End}{/Control}');
    expect(focusedRow(table)).toBe(bodyRows(table).length - 1);
    expect(focusedCell()).toHaveAttribute('aria-colindex', lastColumn);
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toBe(stop);
    expect(tabbable(table)).toHaveLength(1);
  });

  it('Enter on a row opens its submission; Tab leaves the table for the pager', async () => {
    const { user, table, router } = await openTable();
    const first = storedSubmissions(showcase)[0]!;
    tabbable(table)[0]!.focus();
    await user.tab();
    expect(table.contains(focused())).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Pagination' }).contains(focused())).toBe(true);

    await user.tab({ shift: true });
    expect(focused()).toHaveAccessibleName(/^Select all submissions on this page/);
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/forms/${showcase}/submissions/${first.id}`),
    );
  });

  it('J and K go from row to row, from the page as from the table', async () => {
    const { user, table } = await openTable();
    const open = (index: number) =>
      `Open submission of ${formatDateTime(storedSubmissions(showcase)[index]!.created_at)}`;
    (document.activeElement as HTMLElement | null)?.blur();
    await user.keyboard('j');
    expect(focused()).toHaveAccessibleName(open(0));
    await user.keyboard('j');
    expect(focused()).toHaveAccessibleName(open(1));
    await user.keyboard('k');
    expect(focused()).toHaveAccessibleName(open(0));
    await user.keyboard('{ArrowLeft}j');
    expect(focused()).toHaveAccessibleName(open(1));
    expect(tabbable(table)).toEqual([focused()]);
  });

  it('a skip link before the table goes to the pager', async () => {
    const { user } = await openTable();
    const skip = screen.getByRole('link', { name: 'Skip to pagination' });
    skip.focus();
    await user.keyboard('{Enter}');
    expect(focused()).toBe(screen.getByRole('navigation', { name: 'Pagination' }));
    await user.tab();
    expect(focused()).toHaveAccessibleName('Rows per page');
  });

  it('"/" goes to the search box, Escape leaves it; "?" lists every shortcut', async () => {
    const { user } = await openTable();
    const search = await screen.findByRole('searchbox', { name: 'Search responses' });
    await user.keyboard('/');
    expect(search).toHaveFocus();
    // Typed in the box, "/" and "?" are text.
    await user.keyboard('a/?');
    expect(search).toHaveValue('a/?');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(search).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(search).not.toHaveFocus();

    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    for (const { where, shortcuts } of SHORTCUT_GROUPS) {
      const group = within(dialog).getByRole('region', { name: where });
      for (const { action } of shortcuts) expect(group).toHaveTextContent(action);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
