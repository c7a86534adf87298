// Respondents choose these strings, so a link is only ever made from a URL whose
// scheme we allow; everything else stays plain text.

const MAX_URL_LENGTH = 8192;
const MAX_EMAIL_LENGTH = 254;

/** The normalized href of an absolute `http:`/`https:` URL, else null. */
export function safeHttpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > MAX_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.hostname === '') return null;
  // `https://bank.example@evil.example` reads as one host but goes to another.
  if (url.username !== '' || url.password !== '') return null;
  return url.href;
}

// Deliberately narrower than RFC 5322: no characters that could smuggle mailto
// headers (`?`, `&`, `#`), quotes, spaces or line breaks.
const LOCAL_PART = /^[\p{L}\p{N}._+'-]{1,64}$/u;
const DOMAIN_LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL_LABEL = /^\p{L}{2,63}$/u;

/** A `mailto:` href for a plausible single email address, else null. */
export function safeMailto(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const address = value.trim();
  if (address.length > MAX_EMAIL_LENGTH) return null;
  const at = address.indexOf('@');
  if (at < 1 || at !== address.lastIndexOf('@')) return null;
  const local = address.slice(0, at);
  const labels = address.slice(at + 1).split('.');
  if (!LOCAL_PART.test(local) || local.startsWith('.') || local.endsWith('.')) return null;
  if (local.includes('..') || labels.length < 2) return null;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  if (!TOP_LEVEL_LABEL.test(labels[labels.length - 1] ?? '')) return null;
  return `mailto:${encodeURIComponent(local)}@${labels.map(encodeURIComponent).join('.')}`;
}
