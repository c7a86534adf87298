import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { startSandboxServer, type SandboxServer } from './http-server';
import { SANDBOX_KEYS } from './keys';

const auth = { Authorization: `Bearer ${SANDBOX_KEYS.completedOnly}` };
let server: SandboxServer;

beforeAll(async () => {
  server = await startSandboxServer({ port: 0 });
});
afterAll(() => server.close());
beforeEach(() => server.sandbox.reset());

describe('startSandboxServer', () => {
  it('serves the API over real HTTP on 127.0.0.1 under /v1', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const res = await fetch(`${server.url}/forms?limit=2`, { headers: auth });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ total: 7, limit: 2, has_next: true });
    const partial = await fetch(`${server.url}/forms/x/submissions`, { headers: auth });
    expect(partial.status).toBe(404);
    const forbidden = await fetch(
      `${server.url}/forms/${server.sandbox.store.listForms('all')[0]?.id}/submissions?filter=all`,
      { headers: auth },
    );
    expect(await forbidden.json()).toEqual({ error: 'Forbidden to view partial submissions' });
  });

  it('answers preflights with CORS headers', async () => {
    const res = await fetch(`${server.url}/forms`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'GET',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect(res.headers.get('Access-Control-Allow-Headers')).toBe('Authorization,Content-Type');
  });

  it('drops the connection for a drop rule, then recovers', async () => {
    const put = await fetch(`${server.url}/__sandbox/faults`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: [{ path: '/users/me', drop: true, times: 1 }] }),
    });
    expect(put.status).toBe(200);
    await expect(fetch(`${server.url}/users/me`, { headers: auth })).rejects.toThrow(TypeError);
    const again = await fetch(`${server.url}/users/me`, { headers: auth });
    expect(await again.json()).toMatchObject({ email: 'maria.keller@northwind.example' });
  });

  it('sends 429 with Retry-After over HTTP', async () => {
    server.sandbox.faults.configure({
      rateLimit: { limit: 0, windowMs: 60_000, retryAfterSeconds: 3 },
    });
    const res = await fetch(`${server.url}/webhooks`, { headers: auth });
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('3');
    expect(res.headers.get('Access-Control-Expose-Headers')?.split(',')).toContain('Retry-After');
  });

  it('applies a startup latency and stops answering once closed', async () => {
    const slow = await startSandboxServer({ port: 0, latencyMs: 80 });
    const started = performance.now();
    expect((await fetch(`${slow.url}/users/me`, { headers: auth })).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(70);
    await slow.close();
    await expect(fetch(`${slow.url}/users/me`, { headers: auth })).rejects.toThrow(TypeError);
  });
});

/** Starts `npm run sandbox` with these arguments; resolves with its output and base URL. */
async function startCli(args: string[]) {
  // import.meta.url is not a file URL under the jsdom environment; vitest runs from the repo root.
  const script = resolve(process.cwd(), 'src/sandbox/http-server.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script, '--port', '0', ...args], {
    env: { ...process.env, SANDBOX_PORT: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('/scenarios/')) resolve(text);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}: ${text}`)));
  });
  const url = /Formdeck sandbox API: (http:\/\/127\.0\.0\.1:\d+\/v1)/.exec(output)?.[1];
  return { child, output, url };
}

describe('npm run sandbox (the CLI)', () => {
  it('prints the base URL and both keys, and serves on the printed port', async () => {
    const { child, output, url } = await startCli([]);
    try {
      expect(url).toBeDefined();
      expect(output).toContain(SANDBOX_KEYS.full);
      expect(output).toContain(SANDBOX_KEYS.completedOnly);
      const res = await fetch(`${url}/users/me`, { headers: auth });
      expect(res.status).toBe(200);
      expect(res.headers.get('RateLimit-Limit')).toBeNull();
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);

  it('--rate-limit 2/min: each key gets two requests a minute, then 429 with the headers', async () => {
    const { child, output, url } = await startCli(['--rate-limit', '2/min']);
    try {
      expect(output).toContain('2 requests per 60 s per key');
      const get = () => fetch(`${url}/users/me`, { headers: auth });
      const first = await get();
      expect(first.status).toBe(200);
      expect(first.headers.get('RateLimit-Limit')).toBe('2');
      expect(first.headers.get('RateLimit-Remaining')).toBe('1');
      expect(Number(first.headers.get('RateLimit-Reset'))).toBeGreaterThan(55);
      expect(first.headers.get('X-RateLimit-Remaining')).toBe('1');
      expect((await get()).headers.get('RateLimit-Remaining')).toBe('0');
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: 'Too many requests' });
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(55);
      expect(refused.headers.get('RateLimit-Remaining')).toBe('0');
      // A browser may read them: CORS exposes every one.
      const exposed = refused.headers.get('Access-Control-Expose-Headers')?.split(',') ?? [];
      expect(exposed).toEqual(
        expect.arrayContaining([
          'Retry-After',
          'RateLimit-Limit',
          'RateLimit-Remaining',
          'RateLimit-Reset',
        ]),
      );
      // Another key has its own count.
      const other = await fetch(`${url}/users/me`, {
        headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
      });
      expect(other.status).toBe(200);
      expect(other.headers.get('RateLimit-Remaining')).toBe('1');
    } finally {
      child.kill('SIGTERM');
    }
  }, 20_000);
});
