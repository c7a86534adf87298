/**
 * The first `limit` characters of `text` plus an ellipsis, or null when it fits.
 * Counts code points so an emoji or surrogate pair is never cut in half, and
 * stops early so a huge string is not copied whole.
 */
export function truncate(text: string, limit: number): string | null {
  if (text.length <= limit) return null;
  let shown = '';
  let count = 0;
  for (const char of text) {
    if (count === limit) return `${shown.trimEnd()}…`;
    shown += char;
    count += 1;
  }
  return null;
}
