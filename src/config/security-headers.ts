/**
 * Headers a host should send with the built app; `npm run preview` sends them so the
 * browser tests run under them. `connectSrc` adds API origins the page may call.
 */
export function securityHeaders(connectSrc = ''): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables through a style element at runtime.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: http: data:",
    `connect-src 'self' ${connectSrc}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
  };
}
