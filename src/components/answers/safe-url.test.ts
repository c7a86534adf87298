import { describe, expect, it } from 'vitest';
import { safeHttpUrl, safeMailto } from './safe-url';

describe('safeHttpUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['  HTTPS://Example.COM/Path  ', 'https://example.com/Path'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
  ])('accepts %j as %j', (input, href) => {
    expect(safeHttpUrl(input)).toBe(href);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/',
    'mailto:a@example.com',
    '//example.com/path',
    '/relative/path',
    'example.com',
    'https://user:pass@example.com/',
    'https://bank.example@evil.example/',
    'http://',
    '',
    `https://example.com/${'a'.repeat(9000)}`,
  ])('rejects %j', (input) => {
    expect(safeHttpUrl(input)).toBeNull();
  });

  it.each([null, undefined, 42, true, {}, ['https://example.com'], { href: 'https://x.y' }])(
    'rejects the non-string %j',
    (input) => {
      expect(safeHttpUrl(input)).toBeNull();
    },
  );
});

describe('safeMailto', () => {
  it.each([
    ['ann@example.com', 'mailto:ann@example.com'],
    ['  first.last+tag@mail.example.co.uk ', 'mailto:first.last%2Btag@mail.example.co.uk'],
    ["o'brien@example.ie", "mailto:o'brien@example.ie"],
    ['josé@exämple.de', 'mailto:jos%C3%A9@ex%C3%A4mple.de'],
  ])('accepts %j as %j', (input, href) => {
    expect(safeMailto(input)).toBe(href);
  });

  it.each([
    'ann@example.com?subject=hi',
    'ann@example.com&cc=eve@example.com',
    'ann@example.com?bcc=eve@example.com',
    'ann@example.com\nBcc: eve@example.com',
    'ann@example.com,eve@example.com',
    'ann@example.com eve@example.com',
    'ann@@example.com',
    'ann@example',
    'ann@example.c',
    'ann@-example.com',
    '.ann@example.com',
    'an..n@example.com',
    '@example.com',
    'ann',
    'javascript:alert(1)//@example.com',
    'mailto:ann@example.com',
    '"ann"@example.com',
    '<ann@example.com>',
    `${'a'.repeat(300)}@example.com`,
  ])('rejects %j', (input) => {
    expect(safeMailto(input)).toBeNull();
  });

  it.each([null, undefined, 1, false, {}, ['ann@example.com']])(
    'rejects the non-string %j',
    (input) => {
      expect(safeMailto(input)).toBeNull();
    },
  );
});
