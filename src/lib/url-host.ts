/** A URL's host (with its port), never its user-info or path; the text itself if it is no URL. */
export function hostOf(url: string): string {
  try {
    const parsed = new URL(url.trim());
    return parsed.host || url;
  } catch {
    return url;
  }
}
