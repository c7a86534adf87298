import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { authorizedRequest, segment } from './authorized-request';
import { clampLimit, clampPage } from './params';
import {
  type FormStatusFilter,
  formListSchema,
  LIMITS,
  messageSchema,
  questionListSchema,
} from './schemas';

export type FormListParams = { status: FormStatusFilter; page: number; limit: number };

export const formQueries = {
  all: () => ['forms'] as const,
  lists: () => [...formQueries.all(), 'list'] as const,
  list: (params: FormListParams) =>
    queryOptions({
      queryKey: [...formQueries.lists(), params] as const,
      queryFn: ({ signal }) => fetchForms(params, signal),
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

function fetchForms(params: FormListParams, signal: AbortSignal) {
  return authorizedRequest('/forms', {
    schema: formListSchema,
    signal,
    query: {
      status: params.status,
      page: clampPage(params.page),
      limit: clampLimit(params.limit, LIMITS.forms),
    },
  });
}

export function useDeleteForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (formId: string) =>
      authorizedRequest(`/forms/${segment(formId)}`, { method: 'DELETE', schema: messageSchema }),
    onSuccess: (_data, formId) => {
      // The API deletes the form's submissions and webhooks with it.
      queryClient.removeQueries({ queryKey: formQueries.one(formId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: formQueries.lists() }),
        queryClient.invalidateQueries({ queryKey: ['webhooks'] }),
      ]);
    },
  });
}
