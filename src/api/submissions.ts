import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { authorizedRequest, segment } from './authorized-request';
import { formQueries } from './forms';
import { clampLimit, clampPage } from './params';
import {
  LIMITS,
  messageSchema,
  type SubmissionDetail,
  submissionDetailSchema,
  type SubmissionFilter,
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
            filter: params.filter,
            page: clampPage(params.page),
            limit: clampLimit(params.limit, LIMITS.submissions),
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

function deleteSubmission(formId: string, submissionId: string) {
  return authorizedRequest(`/forms/${segment(formId)}/submissions/${segment(submissionId)}`, {
    method: 'DELETE',
    schema: messageSchema,
  });
}

/** A run of deletes that stopped at a failure: what went and what did not. */
export class BulkDeleteError extends Error {
  override readonly name = 'BulkDeleteError';
  constructor(
    readonly deleted: string[],
    readonly failedId: string,
    readonly failure: unknown,
    readonly notDeleted: string[],
  ) {
    // The API's error is the cause, so the dialog can say its status (e.g. when to retry).
    super(failure instanceof Error ? failure.message : 'The delete failed.', { cause: failure });
  }
}

type DeleteInput = { ids: string[]; onProgress?: (done: number, total: number) => void };

/** Deletes submissions one DELETE each, in order, stopping at the first failure. */
export function useDeleteSubmissions(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, onProgress }: DeleteInput) => {
      const deleted: string[] = [];
      for (const [index, id] of ids.entries()) {
        try {
          await deleteSubmission(formId, id);
        } catch (error) {
          throw new BulkDeleteError(deleted, id, error, ids.slice(index));
        }
        deleted.push(id);
        onProgress?.(deleted.length, ids.length);
      }
      return deleted;
    },
    onSettled: (deleted, error) => {
      const gone = deleted ?? (error instanceof BulkDeleteError ? error.deleted : []);
      for (const id of gone) {
        queryClient.removeQueries({ queryKey: submissionQueries.detail(formId, id).queryKey });
      }
      // Refresh once at the end of a run, not after every DELETE.
      return queryClient.invalidateQueries({ queryKey: submissionQueries.lists(formId) });
    },
  });
}
