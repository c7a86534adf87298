let markReady: () => void = () => undefined;
let isReady = false;
let ready: Promise<void>;

/** Until the dialogs' host is (again) in place: at first, and after it is unmounted. */
function awaitHost() {
  isReady = false;
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
}
awaitHost();

/**
 * Resolves once the dialogs' host is listening. Its code loads just after the first screen, and
 * a dialog asked for before that would otherwise be lost: a click on Delete would do nothing.
 */
export const overlaysReady = (): Promise<void> => ready;

/** Runs `show` at once if the dialogs' host is up, or as soon as it is. */
export function whenOverlaysReady(show: () => void): void {
  if (isReady) show();
  else void ready.then(show);
}

/** The host is listening; call what it returns when the host is unmounted. */
export const markOverlaysReady = (): (() => void) => {
  isReady = true;
  markReady();
  return awaitHost;
};
