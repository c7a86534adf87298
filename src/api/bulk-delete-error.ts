/** A run of deletes that stopped at a failure: what went, what failed and what is left. */
export class BulkDeleteError extends Error {
  override readonly name = 'BulkDeleteError';
  constructor(
    /** Gone in this run, in order. */
    readonly deleted: string[],
    readonly failedId: string,
    readonly failure: unknown,
    /** Not deleted: the failed id, then those never sent. A retry sends exactly these. */
    readonly remaining: string[],
  ) {
    // The API's error is the cause, so the dialog can say its status (e.g. when to retry).
    super(failure instanceof Error ? failure.message : 'The delete failed.', { cause: failure });
  }
}

export type DeleteRunInput = {
  ids: readonly string[];
  /** After each id that went: how many of this run's ids are gone, of how many. */
  onProgress?: (done: number, total: number) => void;
  /** The ids that went, as each goes, so that a copy of the list in memory can drop them. */
  onDeleted?: (ids: string[]) => void;
};
