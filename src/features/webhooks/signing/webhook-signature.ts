// The delivery signature as docs/api.md ("Webhook signatures") describes it: HMAC-SHA256 over
// the raw body bytes, keyed by the UTF-8 bytes of the signing secret, in base64. Computed by
// WebCrypto in this page only.

const encoder = new TextEncoder();

const asBytes = (value: string | Uint8Array) =>
  typeof value === 'string' ? encoder.encode(value) : value;

/** HMAC-SHA256 of `body` keyed by `key`; strings count as their UTF-8 bytes. */
export async function hmacSha256(
  key: string | Uint8Array,
  body: string | Uint8Array,
): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey(
    'raw',
    asBytes(key) as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await crypto.subtle.sign('HMAC', cryptoKey, asBytes(body) as BufferSource));
}

export const toHex = (bytes: Uint8Array) =>
  Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

export type SignatureEncoding = 'base64' | 'hex';

/**
 * The forms of signature accepted: by this page's verifier and, written out in each language, by
 * the receiver snippets, so that a delivery one accepts the others accept too.
 */
export const SIGNATURE_FORMS = {
  /** Stripped from both ends: what HTTP allows around a header's value, and line breaks. */
  whitespace: ' \t\r\n',
  /** Some services prefix the value with the algorithm; in any (ASCII) case. */
  prefix: 'sha256=',
  /** The 32 bytes as 64 hexadecimal digits, in either case. */
  hex: '[0-9a-fA-F]{64}',
  /** Standard or URL-safe alphabet, padding optional: 32 bytes are 43 characters and one `=`. */
  base64: '[A-Za-z0-9+/_-]{43}=?',
} as const;

const HEX = new RegExp(`^${SIGNATURE_FORMS.hex}$`);
const BASE64 = new RegExp(`^${SIGNATURE_FORMS.base64}$`);
const PREFIX = new RegExp(`^${SIGNATURE_FORMS.prefix}`, 'i');
const AROUND = new RegExp(
  `^[${SIGNATURE_FORMS.whitespace}]+|[${SIGNATURE_FORMS.whitespace}]+$`,
  'g',
);

/** The bytes a pasted signature stands for, and how it was written; null if it is neither. */
export function decodeSignature(
  text: string,
): { bytes: Uint8Array; encoding: SignatureEncoding } | null {
  const value = text.replace(AROUND, '').replace(PREFIX, '');
  if (HEX.test(value)) {
    const pairs = value.match(/../g) ?? [];
    return { bytes: Uint8Array.from(pairs, (pair) => parseInt(pair, 16)), encoding: 'hex' };
  }
  if (!BASE64.test(value)) return null;
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/=?$/, '='));
    return { bytes: Uint8Array.from(binary, (char) => char.charCodeAt(0)), encoding: 'base64' };
  } catch {
    return null;
  }
}

/** Equal bytes, in a time that does not depend on where they first differ. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

export type Verdict =
  | { status: 'match'; encoding: SignatureEncoding }
  | { status: 'mismatch'; encoding: SignatureEncoding }
  | { status: 'unreadable' }
  | { status: 'no-secret' };

/** Whether `signature` is the signature of `body` (these bytes, or these characters as UTF-8). */
export async function verifyDelivery(
  secret: string,
  body: string | Uint8Array,
  signature: string,
): Promise<Verdict> {
  if (secret === '') return { status: 'no-secret' };
  const given = decodeSignature(signature);
  if (!given) return { status: 'unreadable' };
  const expected = await hmacSha256(secret, body);
  return {
    status: constantTimeEqual(expected, given.bytes) ? 'match' : 'mismatch',
    encoding: given.encoding,
  };
}
