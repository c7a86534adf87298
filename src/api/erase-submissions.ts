import type { QueryClient } from '@tanstack/react-query';
import { type ItemResult, recordErasure } from './activity-log';
import { segment } from './authorized-request';
import type { PauseSwitch } from './pause-switch';
import { submissionQueries } from './submissions';

/** One submission of one form: what an erasure across forms deletes. */
export type SubmissionRef = { formId: string; formName: string; submissionId: string };

export type ErasureOutcome = ItemResult;

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
  // The run is one entry of the log, written as each outcome arrives.
  const record = recordErasure(
    queryClient,
    person,
    refs.map((ref) => ({
      id: ref.submissionId,
      name: ref.formName,
      form: ref.formId,
      ...(outcomes.get(refKey(ref)) ?? { outcome: 'not-sent' as const }),
    })),
    (item) => refKey({ formId: item.form ?? '', submissionId: item.id }),
  );
  const deleteOne = (key: string) => {
    const { formId, submissionId } = byKey.get(key)!;
    const path = `/forms/${segment(formId)}/submissions/${segment(submissionId)}`;
    return deleteRecorded(path, key, outcomes, record.write);
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
    await record.finish();
    const byForm = new Map<string, SubmissionRef[]>();
    for (const ref of refs) byForm.set(ref.formId, [...(byForm.get(ref.formId) ?? []), ref]);
    await Promise.all(
      [...byForm].map(async ([formId, ofForm]) => {
        for (const ref of ofForm) {
          queryClient.removeQueries({
            queryKey: submissionQueries.detail(formId, ref.submissionId).queryKey,
          });
        }
        await queryClient.invalidateQueries({ queryKey: submissionQueries.lists(formId) });
      }),
    );
  }
}
