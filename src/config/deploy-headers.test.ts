import { readFileSync } from 'node:fs';
import { securityHeaders } from './security-headers';

/** The headers nginx adds: `add_header Name "value" always;` lines, comments left out. */
function nginxHeaders(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => !line.trim().startsWith('#'));
  const headers = lines.flatMap((line) => {
    const match = /^\s*add_header\s+([\w-]+)\s+"([^"]*)"\s+always;\s*$/.exec(line);
    return match ? [[match[1]!, match[2]!] as const] : [];
  });
  return Object.fromEntries(headers);
}

/** The headers a `_headers` file gives every path (`/*`): its indented `Name: value` lines. */
function staticHostHeaders(text: string): Record<string, string> {
  const lines = text.split('\n').filter((line) => !line.trim().startsWith('#'));
  const start = lines.findIndex((line) => line.trim() === '/*');
  const headers: [string, string][] = [];
  for (const line of lines.slice(start + 1)) {
    if (!/^\s+\S/.test(line)) break;
    const colon = line.indexOf(':');
    headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return Object.fromEntries(headers);
}

describe('the headers shipped for real hosts are the ones the preview server sends', () => {
  it('deploy/nginx.conf adds every header, on every response', () => {
    const conf = readFileSync('deploy/nginx.conf', 'utf8');
    expect(nginxHeaders(conf)).toEqual(securityHeaders());
    // An add_header inside a location would silently drop the server's headers there: all of
    // them come before the first location.
    const locations = conf.slice(conf.search(/^\s*location\b/m));
    expect(Object.keys(nginxHeaders(locations))).toEqual([]);
  });

  it('public/_headers (Netlify, Cloudflare Pages) gives every path every header', () => {
    expect(staticHostHeaders(readFileSync('public/_headers', 'utf8'))).toEqual(securityHeaders());
  });
});
