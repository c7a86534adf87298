import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { type FormStats, formStatsQueries } from '@/api/form-stats';

export type FormStatsState = { stats: FormStats | undefined; failed: boolean };

/**
 * The response count and latest response of each form on screen; the reads queue behind one
 * another (see `formStatsQueries`), so the list shows first and the numbers fill in.
 *
 * Not `useQueries`: its observer code would sit on both first screens (the framework file) for
 * one table. The reads are started here and the query cache is followed for their answers.
 */
export function useFormStats(formIds: readonly string[]): Map<string, FormStatsState> {
  const queryClient = useQueryClient();
  const ids = formIds.join('\n');

  useEffect(() => {
    for (const formId of ids ? ids.split('\n') : []) {
      void queryClient.prefetchQuery(formStatsQueries.stats(formId));
    }
  }, [queryClient, ids]);

  // A string that changes when any of these forms' reads lands or fails: cheap to compare.
  const signature = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () =>
      formIds
        .map((formId) => {
          const state = queryClient.getQueryState(formStatsQueries.stats(formId).queryKey);
          return `${state?.status}:${state?.dataUpdatedAt}`;
        })
        .join(),
  );

  return useMemo(() => {
    void signature;
    return new Map(
      formIds.map((formId) => {
        const { queryKey, select } = formStatsQueries.stats(formId);
        const state = queryClient.getQueryState(queryKey);
        const stats = state?.data && select ? select(state.data) : undefined;
        return [formId, { stats, failed: state?.status === 'error' && !stats }];
      }),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the signature says when to re-read
  }, [queryClient, ids, signature]);
}
