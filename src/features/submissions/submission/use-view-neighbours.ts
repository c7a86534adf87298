import { LIMITS } from '@/contract/list-queries';
import { useHeldResponseSet } from '@/response-set/use-response-set';
import { useViewRows } from '@/response-set/use-view-rows';
import { servesView } from '@/response-set/view';
import { type Neighbour, useSubmissionNeighbours } from './use-submission-neighbours';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { useSubmissionListParams } from '@/features/submissions/view/use-submission-list-params';

/**
 * Previous and next submission in the view the user came from: in the response set's order and
 * filters when the table showed the set, else across the API's pages as before.
 */
export function useViewNeighbours(formId: string, submissionId: string) {
  const { filter, page, limit } = useSubmissionListParams();
  const { view } = useResponseViewParams();
  // Read only: a submission opened by a link does not start loading the whole form.
  const set = useHeldResponseSet(formId);
  const local = set !== undefined && servesView(set, filter, view);
  const { matching } = useViewRows(local ? set.rows : undefined, set?.questions ?? [], view);
  const apiLimit = Math.min(limit, LIMITS.submissions.max);
  const fromApi = useSubmissionNeighbours(
    formId,
    submissionId,
    { filter, page, limit: apiLimit },
    !local,
  );
  if (!local || !matching) return { ...fromApi, limit: apiLimit };

  const index = matching.findIndex((row) => row.id === submissionId);
  const at = (i: number): Neighbour => {
    const row = matching[i];
    return row ? { id: row.id, page: Math.floor(i / limit) + 1 } : null;
  };
  return {
    previous: index > 0 ? at(index - 1) : null,
    next: index >= 0 ? at(index + 1) : null,
    position: index >= 0 ? index + 1 : undefined,
    total: matching.length,
    limit,
  };
}
