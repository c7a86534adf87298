import { checkBaseUrl } from '@/lib/api-base-url';

/** The message that keeps this base URL from being used, or null when it may be. */
export function validateBaseUrl(value: string): string | null {
  const checked = checkBaseUrl(value, window.location.origin);
  return checked.ok ? null : checked.error;
}

/** A warning to show beside a base URL that may be used but is risky (plain http). */
export function baseUrlWarning(value: string): string | null {
  const checked = checkBaseUrl(value, window.location.origin);
  return checked.ok ? checked.warning : null;
}
