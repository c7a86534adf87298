import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FORMS_INDEX_PARAMS } from '@/api/form-lookup';
import { formQueries } from '@/api/forms';
import type { Form } from '@/api/schemas';

/** The user's forms by id; `complete` is false when they run past the one page we load. */
export type FormIndex = { byId: Map<string, Form>; complete: boolean };

export function useFormIndex(): { index: FormIndex | undefined; isPending: boolean } {
  const { data, isPending } = useQuery(formQueries.list(FORMS_INDEX_PARAMS));
  const index = useMemo(
    () =>
      data && {
        byId: new Map(data.forms.map((form) => [form.id, form])),
        complete: !data.has_next,
      },
    [data],
  );
  return { index, isPending };
}

/** Only a complete index can tell that a form no longer exists. */
export function isDeletedForm(index: FormIndex | undefined, formId: string): boolean {
  return !!index && index.complete && !index.byId.has(formId);
}

/** The options of the form filter; a chosen id that is not among them stays, and is named. */
export function formFilterOptions(index: FormIndex | undefined, selectedId: string) {
  const options = [...(index?.byId.values() ?? [])].map((form) => ({
    value: form.id,
    label: form.name || 'Untitled form',
  }));
  if (selectedId && !index?.byId.has(selectedId)) {
    const label = isDeletedForm(index, selectedId) ? `${selectedId} (deleted form)` : selectedId;
    options.unshift({ value: selectedId, label });
  }
  return options;
}
