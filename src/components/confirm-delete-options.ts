import type { ReactNode } from 'react';

/** What a delete confirmation asks and does; its own file, so the dialog's body (loaded later) and `confirmDelete` share it without importing each other. */
export type ConfirmDeleteOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** When set, the user must type this text before the delete is allowed. */
  typeToConfirm?: string;
  /**
   * Whether what was typed names `typeToConfirm`, for a text that has many spellings (a person's
   * e-mail address in any case); by default it must be the same text.
   */
  isConfirmation?: (typed: string) => boolean;
  /** The confirm button's label once a delete failed, e.g. "Retry the rest" of a bulk delete. */
  retryLabel?: string;
  /**
   * Shows Pause / Resume while the delete runs: a paused run sends nothing more until resumed
   * (what was sent finishes).
   */
  pause?: { pause: () => void; resume: () => void };
  /** Runs the delete; a rejection keeps the dialog open with the reason. */
  onConfirm: (reportProgress: (done: number, total: number) => void) => Promise<unknown>;
};
