/** Where loading a form's responses stands, as the progress line tells it. */
export type LoadPhase =
  | { kind: 'loading' }
  /** 429: waiting as the API asked, then going on by itself. */
  | { kind: 'rateLimited'; until: number }
  /** The browser is offline: going on by itself when it is back. */
  | { kind: 'offline' }
  /** The user pressed Pause. */
  | { kind: 'paused' }
  /** The API failed again and again (5xx, network): waiting for the user's Resume. */
  | { kind: 'stalled'; message: string }
  /** A page could not be used (e.g. an unexpected shape): loading stopped; what arrived stays. */
  | { kind: 'failed'; message: string }
  | { kind: 'complete' };
