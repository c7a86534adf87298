import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { vi } from 'vitest';
import type { Question, Submission } from '@/api/schemas';
import type { Filter } from '@/response-set/filters';
import { renderWithMantine } from '@test/render';
import { FilterBar } from './filter-bar';

/** The bar as the page holds it: filters in state, every change recorded. */
export function renderFilterBar(
  questions: Question[],
  rows: readonly Submission[],
  initial: Filter[] = [],
) {
  const onChange = vi.fn<(filters: Filter[]) => void>();
  function Page() {
    const [filters, setFilters] = useState(initial);
    return (
      <FilterBar
        questions={questions}
        rows={rows}
        filters={filters}
        onChange={(next) => {
          onChange(next);
          setFilters(next);
        }}
      />
    );
  }
  const user = userEvent.setup();
  renderWithMantine(<Page />);
  return { user, onChange, lastFilters: () => onChange.mock.lastCall?.[0] };
}

type User = ReturnType<typeof userEvent.setup>;

/** Opens the builder and picks a column by typing part of its name in the column search. */
export async function pickColumn(user: User, search: string, option: string) {
  await user.click(screen.getByRole('button', { name: 'Add filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a filter' });
  await user.type(within(dialog).getByRole('combobox', { name: 'Column' }), search);
  await user.click(within(dialog).getByRole('option', { name: option }));
  return dialog;
}

/** The chips' texts, as the user reads them. */
export const chipTexts = () =>
  screen.queryAllByRole('button', { name: /^Edit filter: / }).map((chip) => chip.textContent);
