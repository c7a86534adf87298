export type ApiErrorKind = 'http' | 'network' | 'unreadable';

/**
 * The one error every API call rejects with. `message` is safe to show: it comes from the
 * API's `{error}` text or from this client, never from the request (so never the key).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when no response was received. */
  readonly status: number;
  /** Milliseconds the API asked us to wait (from `Retry-After`), when it said. */
  readonly retryAfterMs: number | undefined;

  constructor(kind: ApiErrorKind, status: number, message: string, retryAfterMs?: number) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.retryAfterMs = retryAfterMs;
  }

  get isUnauthorized() {
    return this.status === 401;
  }
  get isForbidden() {
    return this.status === 403;
  }
  get isNotFound() {
    return this.status === 404;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
