// A webhook's URL often carries its credential (`?token=…`, `https://user:pass@…`, Slack's and
// Discord's tokens in the path); shown in the page it would be as exposed as a signing secret
// left in view, so it is masked the same way, and the attention check flags it.
const SECRET_NAME = /token|key|secret|sig|pass|pwd|auth|credential|jwt|hmac/i;
// Names too short or common to find inside others (`zipcode`), secrets only on their own.
const SECRET_WORDS = new Set(['code', 'otp']);
export const SECRET_MASK = '••••••••';

const isSecretName = (name: string) =>
  SECRET_NAME.test(name) || SECRET_WORDS.has(name.trim().toLowerCase());

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    // An undecodable name is judged as written.
    return name;
  }
}

/** `name=value` pairs split by `&` or `;` (both separate parameters), secret values masked. */
function maskPairs(text: string): { text: string; masked: boolean } {
  let masked = false;
  const pairs = text.split(/([&;])/).map((pair, index) => {
    if (index % 2 === 1) return pair;
    const at = pair.indexOf('=');
    if (at === -1 || at === pair.length - 1 || !isSecretName(decodedName(pair.slice(0, at)))) {
      return pair;
    }
    masked = true;
    return `${pair.slice(0, at)}=${SECRET_MASK}`;
  });
  return { text: pairs.join(''), masked };
}

function maskParams(part: string, marker: string): { text: string; masked: boolean } {
  if (part === '') return { text: part, masked: false };
  const pairs = maskPairs(part.slice(1));
  return { text: marker + pairs.text, masked: pairs.masked };
}

/**
 * Paths whose segments are the credential itself, as the services that mint them write them:
 * the groups a pattern captures are the secret segments.
 */
const SECRET_PATHS: RegExp[] = [
  // Slack incoming webhooks: /services/T…/B…/SECRET.
  /^\/services\/T[^/]*\/B[^/]*\/([^/;?#]+)/,
  // Discord: /api/webhooks/ID/TOKEN, also with an API version (/api/v10/webhooks/…).
  /^\/api\/(?:v\d+\/)?webhooks\/\d+\/([^/;?#]+)/,
];

/** The path with secret segments and secret matrix parameters (`;token=…`) masked. */
function maskPath(path: string): { text: string; masked: boolean } {
  let masked = false;
  let text = path;
  for (const pattern of SECRET_PATHS) {
    const match = pattern.exec(text);
    const secret = match?.[1];
    if (!match || !secret) continue;
    const end = match[0].length;
    text = `${text.slice(0, end - secret.length)}${SECRET_MASK}${text.slice(end)}`;
    masked = true;
  }
  const segments = text.split('/').map((segment) => {
    const at = segment.indexOf(';');
    if (at === -1) return segment;
    const params = maskPairs(segment.slice(at + 1));
    masked ||= params.masked;
    return `${segment.slice(0, at + 1)}${params.text}`;
  });
  return { text: segments.join('/'), masked };
}

export type ShownUrl = {
  /** The URL as the browser will send it (normalised), or the text itself if it is no URL. */
  full: string;
  /** `full` with each secret replaced by the mask. */
  masked: string;
  hasSecret: boolean;
};

/** What to show of a URL: the address it goes to, its secrets masked. */
export function shownUrl(text: string): ShownUrl {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return { full: text, masked: text, hasSecret: false };
  }
  const path = maskPath(url.pathname);
  const search = maskParams(url.search, '?');
  // Some services put the token in the fragment (`#access_token=…`).
  const hash = maskParams(url.hash, '#');
  // A user name with no password is the token itself (`https://TOKEN@host/`); with one, the
  // password is the secret and the name only says whose it is.
  const login = url.password
    ? `${url.username}:${SECRET_MASK}@`
    : url.username
      ? `${SECRET_MASK}@`
      : '';
  const origin = url.host ? `${url.protocol}//${login}${url.host}` : url.protocol;
  const masked = `${origin}${path.text}${search.text}${hash.text}`;
  return {
    full: url.href,
    masked,
    hasSecret: login !== '' || path.masked || search.masked || hash.masked,
  };
}
