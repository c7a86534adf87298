import type { QueryClient } from '@tanstack/react-query';
import { type ActivityItem, recordErasure } from './activity-log';
import { segment } from './authorized-request';
import type { PauseSwitch } from './pause-switch';
import { submissionQueries } from './submissions';

/** One submission of one form: what an erasure across forms deletes. */
export type SubmissionRef = { formId: string; formName: string; submissionId: string };

export type ErasureOutcome = Omit<ActivityItem, 'id' | 'name'>;

/** A submission's key in the maps of one run: ids are unique within a form, not across forms. */
export const refKey = (ref: Pick<SubmissionRef, 'formId' | 'submissionId'>) =>
  JSON.stringify([ref.formId, ref.submissionId]);

type EraseInput = {
  refs: readonly SubmissionRef[];
  /** Each submission's outcome as it is known, also of an earlier run (a retry adds to it). */
  outcomes: Map<string, ErasureOutcome>;
  onProgress?: (done: number, total: number) => void;
  /** A submission that is gone (deleted now, or already), so the page can drop it at once. */
  onDeleted?: (ref: SubmissionRef) => void;
  /** The person's fingerprint (`personFingerprint`), written with each Activity log entry. */
  person?: string;
  /** Pauses and resumes the run (the dialog's Pause button). */
  pause?: PauseSwitch;
};

/**
 * Deletes submissions of several forms, one DELETE each, each sent once, a few at a time (through
 * the client, so within the rate limit the API has taught it), and stops at the first failure (a
 * `BulkDeleteError` whose `remaining` are refKeys: a retry sends exactly those). The run is one
 * entry of the Activity log, an erasure, with each submission's form and outcome.
 */
export async function eraseSubmissions(
  queryClient: QueryClient,
  { refs, outcomes, onProgress, onDeleted, person, pause }: EraseInput,
): Promise<void> {
  // Downloaded with the first delete, as in `useDeleteRun`: the delete code (and p-queue) stays
  // off the first screen's list of files to preload.
  const { DELETES_AT_ONCE, deleteEach, deleteRecorded } = await import('./delete-each');
  const byKey = new Map(refs.map((ref) => [refKey(ref), ref]));
  const deleteOne = (key: string) => {
    const { formId, submissionId } = byKey.get(key)!;
    const path = `/forms/${segment(formId)}/submissions/${segment(submissionId)}`;
    return deleteRecorded(path, key, outcomes);
  };
  try {
    await deleteEach(deleteOne, {
      ids: [...byKey.keys()],
      atOnce: DELETES_AT_ONCE,
      onProgress,
      onDeleted: ([key]) => onDeleted?.(byKey.get(key!)!),
      pause,
    });
  } finally {
    await recordErasure(
      queryClient,
      person,
      refs.map((ref) => ({
        id: ref.submissionId,
        name: ref.formName,
        form: ref.formId,
        ...(outcomes.get(refKey(ref)) ?? { outcome: 'not-sent' as const }),
      })),
    );
    const byForm = new Map<string, SubmissionRef[]>();
    for (const ref of refs) byForm.set(ref.formId, [...(byForm.get(ref.formId) ?? []), ref]);
    await Promise.all(
      [...byForm].map(async ([formId, ofForm]) => {
        const ids = ofForm.map((ref) => ref.submissionId);
        for (const id of ids) {
          queryClient.removeQueries({ queryKey: submissionQueries.detail(formId, id).queryKey });
        }
        await queryClient.invalidateQueries({ queryKey: submissionQueries.lists(formId) });
      }),
    );
  }
}
