// A webhook's URL often carries its credential (`?token=…`, `https://user:pass@…`); shown in the
// table it would be as exposed as a signing secret left in view, so it is masked the same way.
const SECRET_NAME = /token|key|secret|sig|pass|pwd|auth|credential/i;
export const SECRET_MASK = '••••••••';

function maskParams(part: string, marker: string): { text: string; masked: boolean } {
  if (part === '') return { text: part, masked: false };
  let masked = false;
  const pairs = part
    .slice(1)
    .split('&')
    .map((pair) => {
      const at = pair.indexOf('=');
      if (at === -1) return pair;
      let name = pair.slice(0, at);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // An undecodable name is judged as written.
      }
      if (!SECRET_NAME.test(name) || at === pair.length - 1) return pair;
      masked = true;
      return `${pair.slice(0, at)}=${SECRET_MASK}`;
    });
  return { text: marker + pairs.join('&'), masked };
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
  const search = maskParams(url.search, '?');
  // Some services put the token in the fragment (`#access_token=…`).
  const hash = maskParams(url.hash, '#');
  const login = url.password
    ? `${url.username}:${SECRET_MASK}@`
    : url.username
      ? `${url.username}@`
      : '';
  const origin = url.host ? `${url.protocol}//${login}${url.host}` : url.protocol;
  const masked = `${origin}${url.pathname}${search.text}${hash.text}`;
  return {
    full: url.href,
    masked,
    hasSecret: url.password !== '' || search.masked || hash.masked,
  };
}
