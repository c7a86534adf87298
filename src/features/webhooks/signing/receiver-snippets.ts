import { SIGNATURE_FORMS } from './webhook-signature';

/** What stands for the secret in a snippet until the user reveals it. */
export const SECRET_PLACEHOLDER = '<SIGNING_SECRET>';

export type SnippetLanguage = 'node' | 'python' | 'php';

const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * The secret as the service keys its HMAC: its UTF-8 bytes, where a lone surrogate (which UTF-8
 * cannot hold) is U+FFFD, as TextEncoder and Node write it. Python's `encode()` would refuse it.
 */
const wellFormed = (text: string) =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** The whitespace stripped around a signature, as escapes inside a string or character class. */
const WHITESPACE = JSON.stringify(SIGNATURE_FORMS.whitespace).slice(1, -1);
const { prefix: PREFIX, hex: HEX, base64: BASE64 } = SIGNATURE_FORMS;

const FORMS_COMMENT = (comment: string) =>
  [
    `${comment} The signature as Formdeck's verifier reads it: spaces, tabs and line breaks around it`,
    `${comment} left out, an optional "${PREFIX}" prefix in any case, then the 32 bytes in hex (64`,
    `${comment} digits) or in base64 (standard or URL-safe alphabet, the "=" optional).`,
  ].join('\n');

/**
 * Code that checks a delivery's signature in a receiver, as docs/api.md ("Webhook signatures")
 * describes it: HMAC-SHA256 over the raw body, keyed by the secret, compared in constant time,
 * the signature accepted in exactly the forms SIGNATURE_FORMS lists. `secret` is the placeholder
 * until the user reveals it.
 */
export function receiverSnippet(language: SnippetLanguage, secret: string): string {
  const key = wellFormed(secret);
  switch (language) {
    case 'node':
      return `const crypto = require('node:crypto');

const SECRET = ${JSON.stringify(key)};

${FORMS_COMMENT('//')}
function decodeSignature(signature) {
  const value = signature.replace(/^[${WHITESPACE}]+|[${WHITESPACE}]+$/g, '').replace(/^${PREFIX}/i, '');
  if (/^${HEX}$/.test(value)) return Buffer.from(value, 'hex');
  if (/^${BASE64}$/.test(value)) return Buffer.from(value, 'base64');
  return null;
}

// rawBody: the request body as received, a Buffer (express.raw(), not express.json()).
// signature: the value of the signature header your form service sends.
function isGenuine(rawBody, signature) {
  const expected = crypto.createHmac('sha256', SECRET).update(rawBody).digest();
  const given = decodeSignature(signature);
  return given !== null && given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
`;
    case 'python':
      return `import base64, hashlib, hmac, re

SECRET = ${JSON.stringify(key)}.encode()

${FORMS_COMMENT('#')}
def decode_signature(signature: str):
    value = re.sub(r"^${PREFIX}", "", signature.strip("${WHITESPACE}"), flags=re.IGNORECASE | re.ASCII)
    if re.fullmatch(r"${HEX}", value):
        return bytes.fromhex(value)
    if re.fullmatch(r"${BASE64}", value):
        return base64.b64decode(value.rstrip("=").replace("-", "+").replace("_", "/") + "=")
    return None

# raw_body: the request body as received, in bytes (Flask: request.get_data()).
# signature: the value of the signature header your form service sends.
def is_genuine(raw_body: bytes, signature: str) -> bool:
    expected = hmac.new(SECRET, raw_body, hashlib.sha256).digest()
    given = decode_signature(signature)
    return given is not None and hmac.compare_digest(given, expected)
`;
    case 'php':
      return `<?php
const SIGNING_SECRET = ${phpString(key)};

${FORMS_COMMENT('//')}
function decode_signature(string $signature): ?string {
    $value = preg_replace('#^${PREFIX}#i', '', trim($signature, "${WHITESPACE}"));
    if (preg_match('#^${HEX}$#D', $value)) {
        return hex2bin($value);
    }
    if (preg_match('#^${BASE64}$#D', $value)) {
        return base64_decode(strtr(rtrim($value, '='), '-_', '+/') . '=');
    }
    return null;
}

// $rawBody: the request body as received, before any json_decode().
// $signature: the value of the signature header your form service sends.
function is_genuine(string $rawBody, string $signature): bool {
    $expected = hash_hmac('sha256', $rawBody, SIGNING_SECRET, true);
    $given = decode_signature($signature);
    return $given !== null && hash_equals($expected, $given);
}

if (!is_genuine(file_get_contents('php://input'), $signature)) {
    http_response_code(401);
    exit;
}
`;
  }
}
