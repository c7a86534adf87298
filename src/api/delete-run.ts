import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedThings, ItemResult } from './activity-log';
import { BulkDeleteError, type DeleteRunInput } from './bulk-delete-error';

/**
 * The delete mutation of one resource: the path of an item's DELETE, and what to refresh after
 * a run that deleted something (once at its end, not after every DELETE). Each run, whatever
 * its end, is one entry of the Activity log, with each id's outcome.
 */
export function useDeleteRun(
  pathOf: (id: string) => string,
  afterwards: (queryClient: QueryClient, gone: string[]) => Promise<unknown>,
  things: DeletedThings,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: DeleteRunInput) => {
      // Downloaded at the first delete, not with the page: the first screen stays within its
      // budget (docs/performance.md).
      const [{ deleteEach, deleteRecorded }, { recordDeletes }] = await Promise.all([
        import('./delete-each'),
        import('./activity-log'),
      ]);
      const outcomes = new Map<string, ItemResult>();
      const record = recordDeletes(queryClient, things, input.ids);
      const deleteOne = (id: string) => deleteRecorded(pathOf(id), id, outcomes, record.write);
      try {
        return await deleteEach(deleteOne, input);
      } finally {
        // Awaited, so that the log holds the run before the page says it is done: a reload or a
        // closed tab right after "deleted" does not lose the entry.
        await record.finish();
      }
    },
    onSettled: (deleted, error) => {
      const gone = deleted ?? (error instanceof BulkDeleteError ? error.deleted : []);
      return gone.length > 0 ? afterwards(queryClient, gone) : undefined;
    },
  });
}
