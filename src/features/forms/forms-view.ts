import type { FormStats } from '@/api/form-stats';
import type { Form } from '@/api/schemas';
import { comparableText, compareText } from '@/lib/comparable-text';
import { displayText } from '@/lib/display-text';
import { searchList } from '@/lib/list-search';

export const FORM_SORT_COLUMNS = ['name', 'created', 'updated', 'responses', 'latest'] as const;
export type FormSortColumn = (typeof FORM_SORT_COLUMNS)[number];
export type FormSort = { column: FormSortColumn; direction: 'asc' | 'desc' };

/** What the overview knows of a form's responses: undefined while loading or after a failure. */
export type StatsOf = (formId: string) => FormStats | undefined;

/** The form's name as drawn: cut to a displayable length. */
export const formName = (form: Form) => displayText(form.name) || 'Untitled form';

type Key = string | number | null;

function sortKey(form: Form, column: FormSortColumn, statsOf: StatsOf): Key {
  switch (column) {
    case 'name':
      return comparableText(formName(form));
    case 'created':
      return form.created_at;
    case 'updated':
      return form.updated_at;
    case 'responses':
      return statsOf(form.id)?.count ?? null;
    case 'latest':
      return statsOf(form.id)?.latest ?? null;
  }
}

function compare(a: Key, b: Key): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return compareText(String(a), String(b));
}

/** The forms whose name has every word of `search` (accents and case aside); all without one. */
export function formsNamed(forms: readonly Form[], search: string): readonly Form[] {
  return searchList(forms, search, (form) => [formName(form)]);
}

/**
 * The forms in the chosen order. A form whose value is not known yet (or has no response) goes
 * last either way, so that a sort never puts the unknown first; ties keep the API's order.
 */
export function sortForms(forms: readonly Form[], sort: FormSort | null, statsOf: StatsOf): Form[] {
  if (!sort) return [...forms];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = forms.map((form) => ({ form, key: sortKey(form, sort.column, statsOf) }));
  keyed.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === b.key ? 0 : a.key === null ? 1 : -1;
    return sign * compare(a.key, b.key);
  });
  return keyed.map(({ form }) => form);
}
