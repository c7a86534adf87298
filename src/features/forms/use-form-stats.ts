import { useQueries } from '@tanstack/react-query';
import { type FormStats, formStatsQueries } from '@/api/form-stats';

export type FormStatsState = { stats: FormStats | undefined; failed: boolean };

/**
 * The response count and latest response of each form on screen; the reads queue behind one
 * another (see `formStatsQueries`), so the list shows first and the numbers fill in.
 */
export function useFormStats(formIds: readonly string[]): Map<string, FormStatsState> {
  return useQueries({
    queries: formIds.map((formId) => formStatsQueries.stats(formId)),
    combine: (results) =>
      new Map(
        formIds.map((formId, index) => {
          const result = results[index];
          return [formId, { stats: result?.data, failed: !!result?.isError && !result.data }];
        }),
      ),
  });
}
