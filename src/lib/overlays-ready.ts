let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/**
 * Resolves once the dialogs' host is listening. Its code loads just after the first screen, and
 * a dialog asked for before that would otherwise be lost: a click on Delete would do nothing.
 */
export const overlaysReady = (): Promise<void> => ready;

export const markOverlaysReady = (): void => markReady();
