import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type FormStatusFilter, LIMITS, QUERY_PARAMS } from '@/contract/list-queries';
import { authorizedRequest, segment } from './authorized-request';
import { useDeleteRun } from './delete-run';
import { pageParams } from './params';
import { readEveryPage } from './read-every-page';
import { type Form, type FormList, formListSchema, questionListSchema } from './schemas';
import { webhookQueries } from './webhooks';

export type FormListParams = { status: FormStatusFilter; page: number; limit: number };

export const formQueries = {
  all: () => ['forms'] as const,
  lists: () => [...formQueries.all(), 'list'] as const,
  list: (params: FormListParams) =>
    queryOptions({
      queryKey: [...formQueries.lists(), params] as const,
      queryFn: ({ signal }) => fetchForms(params, signal),
    }),
  /** Every form of the account, read page after page at the largest page size (People page). */
  account: () =>
    queryOptions({
      queryKey: [...formQueries.lists(), 'account'] as const,
      queryFn: ({ signal }) =>
        readEveryPage<Form>(async (page) => {
          const list = await fetchForms({ status: 'all', page, limit: LIMITS.forms.max }, signal);
          return { items: list.forms, hasNext: list.has_next };
        }),
    }),
  one: (formId: string) => [...formQueries.all(), 'detail', formId] as const,
  questions: (formId: string) =>
    queryOptions({
      queryKey: [...formQueries.one(formId), 'questions'] as const,
      queryFn: ({ signal }) =>
        authorizedRequest(`/forms/${segment(formId)}/questions`, {
          schema: questionListSchema,
          signal,
        }),
    }),
};

async function fetchForms(params: FormListParams, signal: AbortSignal) {
  const data = await authorizedRequest('/forms', {
    schema: formListSchema,
    signal,
    query: {
      [QUERY_PARAMS.formStatus]: params.status,
      ...pageParams(params, LIMITS.forms),
    },
  });
  // An API that sends more than the page asked for is not trusted with the page's size: the
  // forms beyond it are dropped (and counted, so the page can say so).
  const limit = pageParams(params, LIMITS.forms)[QUERY_PARAMS.limit];
  return {
    ...data,
    forms: data.forms.slice(0, limit),
    droppedBeyondLimit: Math.max(0, data.forms.length - limit),
  };
}

/** A form from any list of forms already loaded (the account's included), without a request. */
export function findCachedForm(queryClient: QueryClient, formId: string): Form | undefined {
  const lists = queryClient.getQueriesData<FormList | Form[]>({ queryKey: formQueries.lists() });
  for (const [, list] of lists) {
    const forms = Array.isArray(list) ? list : (list?.forms ?? []);
    const form = forms.find((item) => item.id === formId);
    if (form) return form;
  }
  return undefined;
}

/** Deletes forms (see `deleteEach`); the API deletes their submissions and webhooks with them. */
export function useDeleteForms() {
  return useDeleteRun(
    (formId) => `/forms/${segment(formId)}`,
    (queryClient, gone) => {
      for (const formId of gone) queryClient.removeQueries({ queryKey: formQueries.one(formId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: formQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: webhookQueries.all() }),
      ]);
    },
    { kind: 'form', nameOf: (queryClient, formId) => findCachedForm(queryClient, formId)?.name },
  );
}
