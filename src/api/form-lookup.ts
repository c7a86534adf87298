import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FIRST_PAGE, LIMITS } from '@/contract/list-queries';
import { findCachedForm, type FormListParams, formQueries } from './forms';
import type { Form } from './schemas';

/** The first page at the largest limit (500): the user's forms for name look-ups and pickers. */
export const FORMS_INDEX_PARAMS: FormListParams = {
  status: 'all',
  page: FIRST_PAGE,
  limit: LIMITS.forms.max,
};

/**
 * The form's record for titles: from any forms page already loaded, else from the forms index.
 * Coming from the forms page this costs no request.
 */
export function useFormLookup(formId: string): { form: Form | undefined; isPending: boolean } {
  const queryClient = useQueryClient();
  const cached = findCachedForm(queryClient, formId);
  const index = useQuery({
    ...formQueries.list(FORMS_INDEX_PARAMS),
    enabled: !cached,
    select: (list) => list.forms.find((item) => item.id === formId),
  });
  return { form: cached ?? index.data, isPending: !cached && index.isPending };
}
