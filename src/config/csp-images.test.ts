import { securityHeaders } from './security-headers';

function directive(name: string): string[] | undefined {
  const csp = securityHeaders()['Content-Security-Policy'] ?? '';
  const parts = csp.split(';').map((part) => part.trim().split(/\s+/));
  return parts.find(([first]) => first === name)?.slice(1);
}

describe('img-src', () => {
  it('allows no plain-http image: respondent images over http are never loaded', () => {
    expect(directive('img-src')).not.toContain('http:');
  });

  it("keeps https: (images shown on request), data: (Mantine's icons) and the app's own", () => {
    expect(directive('img-src')).toEqual(["'self'", 'https:', 'data:']);
  });
});
