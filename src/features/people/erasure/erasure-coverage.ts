import { plural } from '@/features/people/counting';

/** One form as the search stands in it. */
export type SearchedFormState = {
  formId: string;
  formName: string;
  /** Every page of its responses is loaded. */
  complete: boolean;
  /** Its loading stopped on an error: nothing more comes without a Retry. */
  failed: boolean;
  /** The key may not read its partial submissions: only its completed ones were searched. */
  completedOnly: boolean;
};

export type NamedForm = { formId: string; formName: string };

/** Where the search did not see everything, which the erasure cannot cover. */
export type SearchCoverage = {
  /** Still loading (or waiting its turn): the person may be in what is not loaded yet. */
  loading: NamedForm[];
  /** Stopped on an error: counts as not searched. */
  failed: NamedForm[];
  /** Searched on its completed submissions only. */
  partialsNotRead: NamedForm[];
};

const named = ({ formId, formName }: SearchedFormState): NamedForm => ({ formId, formName });

export function searchCoverage(forms: readonly SearchedFormState[]): SearchCoverage {
  const incomplete = forms.filter((form) => !form.complete);
  return {
    loading: incomplete.filter((form) => !form.failed).map(named),
    failed: incomplete.filter((form) => form.failed).map(named),
    partialsNotRead: forms.filter((form) => form.completedOnly).map(named),
  };
}

/**
 * Why Erase is not offered yet, or null once every form is searched: "Erase is offered once every
 * form is searched: 2 forms still loading, 1 form could not be loaded".
 */
export function eraseNotOfferedReason(coverage: SearchCoverage): string | null {
  const parts = [
    coverage.loading.length > 0
      ? `${plural(coverage.loading.length, 'form', 'forms')} still loading`
      : '',
    coverage.failed.length > 0
      ? `${plural(coverage.failed.length, 'form', 'forms')} could not be loaded (Retry it above)`
      : '',
  ].filter(Boolean);
  return parts.length > 0
    ? `Erase is offered once every form is searched: ${parts.join(', ')}`
    : null;
}

/** "A", "A and B", "A, B and C". */
export function namesInWords(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * "partial submissions of Café and Jobs could not be read, so this person may have more there",
 * or null when every form was read whole. Names as given (the caller shortens them for a screen).
 */
export function partialsNotReadText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  return `partial submissions of ${namesInWords(names)} could not be read, so this person may have more there`;
}

/** "Erased 2 submissions", and what was not read: never "complete" when something was not. */
export function erasedSummary(erased: number, partialsNotRead: readonly string[]): string {
  const notRead = partialsNotReadText(partialsNotRead);
  const count = `Erased ${plural(erased, 'submission', 'submissions')}`;
  return notRead ? `${count}; ${notRead}` : count;
}
