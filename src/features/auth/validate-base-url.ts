/** A full http(s) URL, or a same-origin path such as a dev-server proxy (`/api-proxy`). */
export function validateBaseUrl(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return 'Enter the API base URL';
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return null;
  try {
    const url = new URL(trimmed);
    if (url.protocol === 'http:' || url.protocol === 'https:') return null;
  } catch {
    // Falls through to the message below.
  }
  return 'Enter a full URL starting with https:// (or http://), or a path on this site';
}
