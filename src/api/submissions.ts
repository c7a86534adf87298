import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { LIMITS, QUERY_PARAMS, type SubmissionFilter } from '@/contract/list-queries';
import { authorizedRequest, segment } from './authorized-request';
import { useDeleteRun } from './delete-run';
import { findCachedForm, formQueries } from './forms';
import { pageParams } from './params';
import {
  type SubmissionDetail,
  submissionDetailSchema,
  type SubmissionList,
  submissionListSchema,
} from './schemas';

export type SubmissionListParams = { filter: SubmissionFilter; page: number; limit: number };

export const submissionQueries = {
  all: (formId: string) => [...formQueries.one(formId), 'submissions'] as const,
  lists: (formId: string) => [...submissionQueries.all(formId), 'list'] as const,
  list: (formId: string, params: SubmissionListParams) =>
    queryOptions({
      queryKey: [...submissionQueries.lists(formId), params] as const,
      queryFn: ({ signal }) =>
        authorizedRequest(`/forms/${segment(formId)}/submissions`, {
          schema: submissionListSchema,
          signal,
          query: {
            [QUERY_PARAMS.submissionFilter]: params.filter,
            ...pageParams(params, LIMITS.submissions),
          },
        }),
    }),
  detail: (formId: string, submissionId: string) =>
    queryOptions({
      queryKey: [...submissionQueries.all(formId), 'detail', submissionId] as const,
      queryFn: ({ signal }) =>
        authorizedRequest(`/forms/${segment(formId)}/submissions/${segment(submissionId)}`, {
          schema: submissionDetailSchema,
          signal,
        }),
    }),
};

/** A submission already loaded by a list page, so opening it from the table costs no request. */
export function findCachedSubmission(
  queryClient: QueryClient,
  formId: string,
  submissionId: string,
): { data: SubmissionDetail; updatedAt: number } | undefined {
  const lists = queryClient.getQueriesData<SubmissionList>({
    queryKey: submissionQueries.lists(formId),
  });
  for (const [queryKey, list] of lists) {
    const submission = list?.submissions.find((item) => item.id === submissionId);
    if (list && submission) {
      const updatedAt = queryClient.getQueryState(queryKey)?.dataUpdatedAt ?? 0;
      return { data: { questions: list.questions, submission }, updatedAt };
    }
  }
  return undefined;
}

/** Deletes submissions of a form (see `deleteEach`). */
export function useDeleteSubmissions(formId: string) {
  return useDeleteRun(
    (submissionId) => `/forms/${segment(formId)}/submissions/${segment(submissionId)}`,
    (queryClient, gone) => {
      for (const id of gone) {
        queryClient.removeQueries({ queryKey: submissionQueries.detail(formId, id).queryKey });
      }
      return queryClient.invalidateQueries({ queryKey: submissionQueries.lists(formId) });
    },
    {
      kind: 'submission',
      form: (queryClient) => ({ id: formId, name: findCachedForm(queryClient, formId)?.name }),
    },
  );
}
