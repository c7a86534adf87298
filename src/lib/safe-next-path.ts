/** Only same-app paths may be returned to after sign-in (no `//host` or scheme tricks). */
export function safeNextPath(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) {
    return '/forms';
  }
  return next;
}
