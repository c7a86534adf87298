import type { QuestionType } from '@/contract/question-types';

// Every payload sets window.__pwned, so a browser test only has to check that it stays unset.
export const SCRIPT = '<script>window.__pwned=1</script>';
export const IMG = '<img src=x onerror="window.__pwned=1">';
export const JS_URL = 'javascript:window.__pwned=1';
export const DATA_URL = 'data:text/html,<script>window.__pwned=1</script>';
const SVG_URL =
  'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="window.__pwned=1"/>';
const RTL_AR = 'مرحبا بكم في استطلاع العملاء، شكرا لوقتكم 42';
const RTL_HE = 'שלום, זו תשובה בעברית עם המספר 42 באמצע';
// A right-to-left override makes "harmless.txt" read as something else.
const BIDI = 'invoice\u202Etxt.exe\u202C harmless.txt';
const EMOJI = '👩‍👩‍👧‍👦 🇩🇪 🏳️‍🌈 😀🔥 Z̷̡̛a̶͔͝l̸̗̈g̵̣̈́o̴̖͒';
export const EMOJI_NAME = '🔥👩‍💻 z̷a̶l̸g̵o̴';
const CONTROL = 'bell\u0007 null\u0000 escape\u001b[31m red';
export const LONG_TEXT = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '
  .repeat(400)
  .slice(0, 20_000);
export const LONG_WORD = 'x'.repeat(20_000);

const file = (name: string, url: string, mime: string, size: unknown) => ({
  name,
  url,
  mime_type: mime,
  size,
});

/** Per question type, answers that are dangerous, odd, or simply of the wrong shape. */
export const HOSTILE_VALUES: Record<QuestionType, readonly unknown[]> = {
  SHORT_ANSWER: [
    SCRIPT,
    IMG,
    { text: 'object, not a string' },
    LONG_WORD,
    RTL_AR,
    EMOJI,
    ['a', 'b'],
    12345,
    true,
    '{{constructor.constructor("window.__pwned=1")()}}',
  ],
  LONG_ANSWER: [
    LONG_TEXT,
    `${SCRIPT}\n${IMG}`,
    RTL_HE,
    BIDI,
    { nested: { deep: [1, [2, [3, [4]]]] } },
    '',
    CONTROL,
  ],
  EMAIL: [
    JS_URL,
    `${JS_URL}//@evil.example`,
    `"><script>window.__pwned=1</script>@evil.example`,
    'not-an-email',
    ['a@b.example'],
    42,
    DATA_URL,
  ],
  PHONE_NUMBER: [
    `tel:${SCRIPT}`,
    JS_URL,
    4930123456,
    { number: '+49' },
    `+49 30 1234567${BIDI}`,
    EMOJI,
  ],
  LINK: [
    JS_URL,
    'JAVASCRIPT:window.__pwned=1',
    ' javascript:window.__pwned=1',
    'java\tscript:window.__pwned=1',
    DATA_URL,
    'vbscript:msgbox(1)',
    '//evil.example/redirect',
    { href: JS_URL },
    ['https://ok.example/', JS_URL],
    `https://example.com/${SCRIPT}`,
    'file:///etc/passwd',
  ],
  NUMBER: ['42', '1e309', 2 ** 53, 1.7976931348623157e308, [1, 2], { value: 3 }, SCRIPT, true],
  SLIDER: ['50', 101, -5, 3.141592653589793, { value: 1 }, 'fifty'],
  RANGE_SLIDER: [
    { min: 'ten', max: [1] },
    [10, 20],
    '10-20',
    { min: 90, max: 10 },
    { start: 1, end: 2 },
    {},
    15,
  ],
  SWITCH: ['true', 'false', 0, 1, 'yes', { on: true }, [true]],
  CHECKBOX: ['checked', 1, null, [false], { value: true }, 'false'],
  DATE: [
    'not a date',
    '99999-99-99',
    '2026-02-30',
    1730000000000,
    { year: 2026 },
    SCRIPT,
    '2026-11-01T25:61:00Z',
  ],
  DATE_RANGE: [
    { start: SCRIPT, end: null },
    ['2026-01-01', '2026-01-02'],
    '2026-01-01/2026-01-05',
    { start: '2026-12-31', end: '2026-01-01' },
    { from: 'x' },
    {},
  ],
  TIME: ['25:99', '9:5', 930, { h: 9, m: 30 }, SCRIPT, '12:00:00.000Z'],
  RATING: ['5', 6, -1, 4.5, 1e6, '★★★★★'],
  LINEAR_SCALE: ['10', 0, 11, [7], { score: 8 }],
  FILE_UPLOAD: [
    [file(SCRIPT, JS_URL, 'text/html', -1)],
    [file('page.html', DATA_URL, 'text/html', '12')],
    'https://files.northwind.example/just-a-string.pdf',
    [[{ nested: true }]],
    [{ url: 'https://files.northwind.example/uploads/missing-fields.png' }],
    file('object-not-array.png', 'https://files.northwind.example/o.png', 'image/png', 10),
    [null, 1, 'x'],
    [file(IMG, `https://files.northwind.example/${IMG}`, 'image/svg+xml', 1e12)],
    [file('evil.svg', SVG_URL, 'image/svg+xml', 100)],
  ],
  SIGNATURE: [
    [file('signature.png', JS_URL, 'image/png', 10)],
    [file('signature.png', DATA_URL, 'image/png', 10)],
    'data:image/png;base64,iVBORw0KGgo=',
    [
      file('a.png', 'https://files.northwind.example/a.png', 'image/png', 1),
      file('b.png', SVG_URL, 'image/png', 1),
    ],
    {},
    [[]],
  ],
  HIDDEN: [SCRIPT, LONG_TEXT, RTL_AR, CONTROL, { hidden: { x: SCRIPT } }],
  COUNTRY: ['XX', 'Deutschland', SCRIPT, 'de', ['DE', 'FR'], 49, '🇩🇪'],
  LIST_RADIO: [SCRIPT, ['Spring'], { label: 'Summer' }, 3, 'An option that does not exist'],
  LIST_CHECKBOX: [
    'Laptop',
    [['nested', ['deeper']]],
    [SCRIPT, IMG],
    [1, null, true, { x: 1 }],
    { 0: 'a', 1: 'b' },
    [],
  ],
  MULTIPLE_CHOICES: [IMG, ['a', 'b'], 7, RTL_HE],
  DROPDOWN: [{ value: 'Sales', label: SCRIPT }, RTL_HE, '', false],
  MULTISELECT: ['English, German', [['English', ['German']]], [EMOJI, RTL_AR], [{}], {}],
  RANKING: [
    [{}, null, 3],
    'Apple > Mango',
    [['Apple'], ['Mango']],
    [SCRIPT, IMG, JS_URL],
    Array.from({ length: 500 }, (_, i) => `Item ${i + 1}`),
  ],
  CALCULATED_FIELD: [
    'NaN',
    'Infinity',
    1e308,
    -1e-308,
    '12.50',
    { formula: '=1+1' },
    [],
    SCRIPT,
    '=HYPERLINK("javascript:window.__pwned=1")',
  ],
  PAYMENT: [
    { amount: '1e999', currency: IMG, status: 'paid' },
    { amount: -500, currency: 'EUR', status: 'refunded' },
    4900,
    '49.00 EUR',
    { amount: 4900 },
    { amount: 1.5, currency: 'JPY', status: SCRIPT },
    [{ amount: 1, currency: 'EUR', status: 'paid' }],
    { amount: Number.MAX_SAFE_INTEGER, currency: 'EUR', status: 'paid' },
  ],
};

/**
 * Keys that match no question and that break naive code: `__proto__` must come from
 * JSON.parse, since an object literal would set the prototype instead of a key.
 */
export function hostileExtraKeys(): Record<string, unknown> {
  return JSON.parse(
    JSON.stringify({
      constructor: { prototype: { polluted: 'yes' } },
      toString: 'not a function',
      hasOwnProperty: 1,
      [IMG]: 'the key itself is HTML',
      '': 'empty key',
    }).replace(/^\{/, '{"__proto__":{"polluted":"yes"},'),
  ) as Record<string, unknown>;
}
