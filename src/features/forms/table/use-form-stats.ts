import { queryOptions, useQueries, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type FormStats, formStatsQueries } from '@/api/form-stats';

export type FormStatsState = { stats: FormStats | undefined; failed: boolean };

/**
 * A form's count read as the forms table makes it: read when its row is drawn (queued behind
 * the others, see `formStatsQueries`), not again when the window regains focus or the network
 * comes back, which would send a read for every form on the page at once.
 */
const statsRead = (formId: string) =>
  queryOptions({
    ...formStatsQueries.stats(formId),
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

const NONE: readonly string[] = [];
const statsOfEach = (results: UseQueryResult<FormStats>[]) => results.map(({ data }) => data);

/**
 * The forms' counts and latest responses, for sorting by them (`followAll`): the page is
 * redrawn as they land. Otherwise it follows none, and each row reads its own
 * (`useFormStatsOf`), so a count that lands redraws its row alone.
 */
export function useFormStats(
  formIds: readonly string[],
  followAll: boolean,
): (formId: string) => FormStats | undefined {
  const followed = followAll ? formIds : NONE;
  const queries = useMemo(() => followed.map(statsRead), [followed]);
  const stats = useQueries({ queries, combine: statsOfEach });
  const byForm = useMemo(
    () => new Map(followed.map((formId, index) => [formId, stats[index]])),
    [followed, stats],
  );
  return useCallback((formId: string) => byForm.get(formId), [byForm]);
}

/** One form's count and latest response, redrawn when its own read lands. */
export function useFormStatsOf(formId: string): FormStatsState {
  const { data: stats, isError } = useQuery(statsRead(formId));
  return useMemo(() => ({ stats, failed: isError && !stats }), [stats, isError]);
}
