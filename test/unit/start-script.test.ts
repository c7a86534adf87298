import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { preview, resolveConfig } from 'vite';
import { securityHeaders } from '@/config/security-headers';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;

describe('npm start serves the production build', () => {
  it('builds, then serves the build; npm run dev is the development server', () => {
    expect(scripts.start?.split('&&').map((step) => step.trim())).toEqual([
      'vite build',
      'vite preview',
    ]);
    expect(scripts.dev).toBe('vite');
  });

  it('on the address the README gives', async () => {
    const config = await resolveConfig({}, 'serve', 'production', 'production', true);
    const readme = readFileSync('README.md', 'utf8');
    const firstCommand = /^npm install && npm start\s+#.*?(http:\/\/localhost:\d+)/m.exec(readme);
    expect(firstCommand?.[1]).toBe(`http://localhost:${config.preview.port}`);
  });

  it('with the security headers, and FORMDECK_API_PROXY reaching the API', async () => {
    const api = createServer((request, response) => {
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ path: request.url }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const dist = mkdtempSync(join(tmpdir(), 'formdeck-start-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Formdeck</title>');
    process.env.FORMDECK_API_PROXY = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
    try {
      // The project's own vite.config.ts, as `vite preview` loads it; any free port.
      const server = await preview({
        build: { outDir: dist },
        preview: { port: 0, open: false },
        logLevel: 'silent',
      });
      try {
        const url = server.resolvedUrls?.local[0] ?? '';
        const page = await fetch(`${url}forms`);
        expect(await page.text()).toContain('<title>Formdeck</title>');
        for (const [name, value] of Object.entries(securityHeaders())) {
          expect(page.headers.get(name)).toBe(value);
        }
        const proxied = await fetch(`${url}api-proxy/forms?page=2`);
        expect(await proxied.json()).toEqual({ path: '/v1/forms?page=2' });
      } finally {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      }
    } finally {
      delete process.env.FORMDECK_API_PROXY;
      rmSync(dist, { recursive: true, force: true });
      await new Promise<void>((resolve) => api.close(() => resolve()));
    }
  });
});
