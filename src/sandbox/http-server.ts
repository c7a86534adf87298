import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getRequestListener } from '@hono/node-server';
import { createSandbox, type Sandbox } from './handler';
import { SANDBOX_HTTP_PORT, SANDBOX_KEYS } from './keys';
import { parseRateLimit, type RateLimitSetting } from './rate-limit';
import { SCENARIO_NAMES } from './scenarios';

export interface SandboxServer {
  /** The API base URL, e.g. `http://127.0.0.1:8787/v1`. */
  url: string;
  close(): Promise<void>;
  sandbox: Sandbox;
}

/** Thrown after the socket is destroyed, so the listener writes nothing. */
class ConnectionDropped extends Error {}

const HOST = '127.0.0.1';

export async function startSandboxServer({
  port = SANDBOX_HTTP_PORT,
  latencyMs = 0,
  rateLimit = null,
}: {
  port?: number;
  latencyMs?: number;
  rateLimit?: RateLimitSetting | null;
} = {}): Promise<SandboxServer> {
  const sandbox = createSandbox({ latencyMs, rateLimit });
  const listener = getRequestListener(
    async (request, env) => {
      const response = await sandbox.fetch(request);
      if (response.type !== 'error') return response;
      env.incoming.socket.destroy();
      throw new ConnectionDropped();
    },
    {
      // Tests start this in-process; the global Request and Response must stay Node's own.
      overrideGlobalObjects: false,
      errorHandler: (error) =>
        error instanceof ConnectionDropped
          ? undefined
          : Response.json({ error: String(error) }, { status: 500 }),
    },
  );
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve());
  });
  const address = server.address() as AddressInfo;
  return {
    url: `http://${HOST}:${address.port}${sandbox.basePath}`,
    sandbox,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Keep-alive connections would otherwise hold the server open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^[0-9]+$/.test(value)) throw new Error(`${name} must be a non-negative integer`);
  return Number(value);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      latency: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
  });
  const port =
    intOption(values.port, '--port') ??
    intOption(process.env.SANDBOX_PORT, 'SANDBOX_PORT') ??
    SANDBOX_HTTP_PORT;
  const latencyMs = intOption(values.latency, '--latency') ?? 0;
  const rateLimit = values['rate-limit'] ? parseRateLimit(values['rate-limit']) : null;
  const server = await startSandboxServer({ port, latencyMs, rateLimit });
  const control = `${server.url}/__sandbox`;
  const notes = [
    latencyMs ? `latency ${latencyMs} ms` : '',
    rateLimit ? `${rateLimit.limit} requests per ${rateLimit.windowMs / 1000} s per key` : '',
  ].filter(Boolean);
  console.log(`Formdeck sandbox API: ${server.url}${notes.length ? ` (${notes.join(', ')})` : ''}

API keys (Authorization: Bearer <key>), both for ${server.sandbox.store.user().email}:
  ${SANDBOX_KEYS.full}      everything, including partial submissions
  ${SANDBOX_KEYS.completedOnly}   no partial submissions (filter=partial or all -> 403)

Controls (no key): POST ${control}/reset | GET, PUT, DELETE ${control}/faults
  GET, PUT {"limit":100} (a minute; or "windowMs"), DELETE ${control}/rate-limit
  POST ${control}/scenarios/{${SCENARIO_NAMES.join('|')}} | GET ${control}/state
  POST ${control}/forms/{form_id}/submissions {"count":3,"partial":1} -> new submissions first
  A fault rule may also set "page": N (only that page), and on GET lists "total": 10 (sent
  as the total) or "order": "reverse" | "repeat-previous" (page N holds page N-1's items).`);
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function isEntryPoint(): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isEntryPoint()) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
