/**
 * Powerful features the dashboard never uses, turned off for the page and any frame it might
 * embed. Only features Chromium knows: an unknown name is logged as an error on every load.
 */
const DISABLED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];

/**
 * Headers a host should send with the built app; `npm run preview` sends them so the
 * browser tests run under them, and deploy/nginx.conf and public/_headers carry the same
 * (a unit test compares them). `connectSrc` adds API origins the page may call.
 */
export function securityHeaders(connectSrc = ''): Record<string, string> {
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    // Mantine writes its CSS variables through a style element at runtime.
    "style-src 'self' 'unsafe-inline'",
    // https: for a respondent's image, loaded only when the user asks (never a plain-http one);
    // data: for the SVG icons in @mantine/dates' stylesheet.
    "img-src 'self' https: data:",
    `connect-src 'self' ${connectSrc}`.trim(),
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
    // No string ever becomes script or markup through a DOM sink (innerHTML, script src, eval).
    "require-trusted-types-for 'script'",
    // The one policy, for libraries that hand the sinks plain strings (src/config/trusted-types.ts).
    'trusted-types default',
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    // A window this page opens (a respondent's link) gets no handle back to it, and vice versa.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': DISABLED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  };
}
