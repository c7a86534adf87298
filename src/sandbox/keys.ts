/** The two API keys the sandbox accepts. Both belong to the same sandbox user. */
export const SANDBOX_KEYS = {
  full: 'fd_sandbox_full_access',
  // Lacks the partial-submissions permission, so the 403 path can be tried.
  completedOnly: 'fd_sandbox_completed_only',
} as const;

export type SandboxKey = (typeof SANDBOX_KEYS)[keyof typeof SANDBOX_KEYS];

/** Where the in-browser demo serves the API on the app's own origin. */
export const SANDBOX_BROWSER_BASE_PATH = '/sandbox/v1';

/** The msw service worker that serves the in-browser demo (public/, copied by `msw init`). */
export const SANDBOX_WORKER_PATH = '/mockServiceWorker.js';

/** Default port of `npm run sandbox`. */
export const SANDBOX_HTTP_PORT = 8787;
