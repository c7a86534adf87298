import { createHmac } from 'node:crypto';
import {
  constantTimeEqual,
  decodeSignature,
  hmacSha256,
  toBase64,
  toHex,
  verifyDelivery,
} from './webhook-signature';

const bytes = (hex: string) => Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
const repeat = (byte: number, count: number) => new Uint8Array(count).fill(byte);
const text = (value: string) => new TextEncoder().encode(value);

// RFC 4231, section 4: the HMAC-SHA-256 results of test cases 1-4, 6 and 7 (5 is truncated).
const RFC_4231: Array<[string, Uint8Array, Uint8Array, string]> = [
  [
    'case 1',
    repeat(0x0b, 20),
    text('Hi There'),
    'b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7',
  ],
  [
    'case 2',
    text('Jefe'),
    text('what do ya want for nothing?'),
    '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
  ],
  [
    'case 3',
    repeat(0xaa, 20),
    repeat(0xdd, 50),
    '773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe',
  ],
  [
    'case 4',
    bytes('0102030405060708090a0b0c0d0e0f10111213141516171819'),
    repeat(0xcd, 50),
    '82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b',
  ],
  [
    'case 6',
    repeat(0xaa, 131),
    text('Test Using Larger Than Block-Size Key - Hash Key First'),
    '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
  ],
  [
    'case 7',
    repeat(0xaa, 131),
    text(
      'This is a test using a larger than block-size key and a larger than block-size data. The key needs to be hashed before being used by the HMAC algorithm.',
    ),
    '9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2',
  ],
];

describe('hmacSha256', () => {
  it.each(RFC_4231)('RFC 4231 %s', async (_, key, data, expected) => {
    expect(toHex(await hmacSha256(key, data))).toBe(expected);
  });
});

describe('verifyDelivery', () => {
  const secret = 'whsec_test_secret_0123456789';
  const body = '{"event":"submission.created","form_id":"frm_1","submission_id":"sub_1"}';
  // Computed once with Node's own HMAC (createHmac), an implementation apart from WebCrypto.
  const signature = 'eq9OV0tGWNu1EosaP8h2j1+5EORKh5+rXwjmogt65K8=';

  it('a known delivery matches in base64, in hex, and with a sha256= prefix', async () => {
    expect(createHmac('sha256', secret).update(body).digest('base64')).toBe(signature);
    expect(await verifyDelivery(secret, body, signature)).toEqual({
      status: 'match',
      encoding: 'base64',
    });
    const hex = toHex(decodeSignature(signature)!.bytes);
    expect(await verifyDelivery(secret, body, ` ${hex.toUpperCase()}\n`)).toEqual({
      status: 'match',
      encoding: 'hex',
    });
    expect((await verifyDelivery(secret, body, `sha256=${signature}`)).status).toBe('match');
    // URL-safe base64 without padding.
    const urlSafe = signature.replace(/\+/g, '-').replace(/\//g, '_').replace(/=$/, '');
    expect((await verifyDelivery(secret, body, urlSafe)).status).toBe('match');
  });

  it.each([
    ['one byte changed', body.replace('sub_1', 'sub_2')],
    ['a trailing newline', `${body}\n`],
    ['re-serialised JSON', JSON.stringify(JSON.parse(body), null, 2)],
  ])('%s does not match', async (_, changed) => {
    expect(await verifyDelivery(secret, changed, signature)).toEqual({
      status: 'mismatch',
      encoding: 'base64',
    });
  });

  it('another secret does not match; a value that is no signature, or no secret, says so', async () => {
    expect((await verifyDelivery(`${secret}x`, body, signature)).status).toBe('mismatch');
    expect(await verifyDelivery(secret, body, 'not-a-signature')).toEqual({ status: 'unreadable' });
    expect(await verifyDelivery('', body, signature)).toEqual({ status: 'no-secret' });
  });

  it('base64 of the HMAC round-trips through decodeSignature', async () => {
    const mac = await hmacSha256(secret, body);
    expect(toBase64(mac)).toBe(signature);
    expect(constantTimeEqual(decodeSignature(toBase64(mac))!.bytes, mac)).toBe(true);
    expect(constantTimeEqual(mac, mac.slice(1))).toBe(false);
  });
});
