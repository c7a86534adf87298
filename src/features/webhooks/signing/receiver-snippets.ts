/** What stands for the secret in a snippet until the user reveals it. */
export const SECRET_PLACEHOLDER = '<SIGNING_SECRET>';

export type SnippetLanguage = 'node' | 'python' | 'php';

const phpString = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/**
 * Code that checks a delivery's signature in a receiver, as docs/api.md ("Webhook signatures")
 * describes it: HMAC-SHA256 over the raw body, keyed by the secret, base64, compared in constant
 * time. `secret` is the placeholder until the user reveals it.
 */
export function receiverSnippet(language: SnippetLanguage, secret: string): string {
  switch (language) {
    case 'node':
      return `const crypto = require('node:crypto');

const SECRET = ${JSON.stringify(secret)};

// rawBody: the request body as received, a Buffer (express.raw(), not express.json()).
// signature: the value of the signature header your form service sends.
function isGenuine(rawBody, signature) {
  const expected = crypto.createHmac('sha256', SECRET).update(rawBody).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
`;
    case 'python':
      return `import base64, hashlib, hmac

SECRET = ${JSON.stringify(secret)}.encode()

# raw_body: the request body as received, in bytes (Flask: request.get_data()).
# signature: the value of the signature header your form service sends.
def is_genuine(raw_body: bytes, signature: str) -> bool:
    expected = base64.b64encode(hmac.new(SECRET, raw_body, hashlib.sha256).digest()).decode()
    return hmac.compare_digest(expected, signature.strip())
`;
    case 'php':
      return `<?php
$secret = ${phpString(secret)};

// The request body as received, before any json_decode().
$rawBody = file_get_contents('php://input');
// The value of the signature header your form service sends.
$signature = trim($signature);

$expected = base64_encode(hash_hmac('sha256', $rawBody, $secret, true));
if (!hash_equals($expected, $signature)) {
    http_response_code(401);
    exit;
}
`;
  }
}
