import { safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it('keeps a path inside the app, with its query and fragment', () => {
    expect(safeNextPath('/forms/f_1/submissions?filter=partial&q=a%20b#top')).toBe(
      '/forms/f_1/submissions?filter=partial&q=a%20b#top',
    );
    expect(safeNextPath('/webhooks')).toBe('/webhooks');
    expect(safeNextPath('/forms/%2E%2E%2Fx/submissions')).toBe('/forms/%2E%2E%2Fx/submissions');
  });

  it.each([
    ['nothing', null],
    ['empty', ''],
    ['a tab the URL parser drops (next=/%09/…)', '/\t/evil.example/forms'],
    ['a newline', '/\n/evil.example'],
    ['a carriage return', '/\r/evil.example'],
    ['a NUL', '/forms\u0000'],
    ['a line separator', '/forms\u2028x'],
    ['a protocol-relative URL', '//evil.example/forms'],
    ['a backslash read as a slash', '/\\evil.example/forms'],
    ['a backslash anywhere', '/forms\\..\\x'],
    ['a dot segment that ends up as //', '/.//evil.example'],
    ['a scheme', 'https://evil.example/forms'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'forms'],
    ['a leading space', ' /forms'],
  ])('sends %s to /forms', (_, next) => {
    expect(safeNextPath(next)).toBe('/forms');
  });
});
