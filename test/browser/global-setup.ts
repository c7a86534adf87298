import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { startSandboxServer } from '@/sandbox/http-server';

declare module 'vitest' {
  export interface ProvidedContext {
    appUrl: string;
    /** One HTTP sandbox per worker: test files run side by side, each resets its own data. */
    sandboxUrls: string[];
  }
}

export default async function setup(project: TestProject) {
  const workers = project.config.maxWorkers ?? project.globalConfig.maxWorkers ?? 1;
  const sandboxes = await Promise.all(
    Array.from({ length: workers }, () => startSandboxServer({ port: 0 })),
  );
  // The preview server's Content-Security-Policy must let the page call every HTTP sandbox.
  process.env.FORMDECK_CONNECT_SRC = sandboxes
    .map((sandbox) => new URL(sandbox.url).origin)
    .join(' ');
  // E2E_DIST lets parallel work build and test its own copy without clobbering dist/.
  const server = await preview({
    build: { outDir: process.env.E2E_DIST ?? 'dist' },
    preview: { port: 4173, strictPort: false, open: false },
  });
  const appUrl = server.resolvedUrls?.local[0];
  if (!appUrl) throw new Error('vite preview did not report its URL (run `vite build` first)');
  project.provide('appUrl', appUrl.replace(/\/$/, ''));
  project.provide(
    'sandboxUrls',
    sandboxes.map((sandbox) => sandbox.url),
  );
  return async () => {
    await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
    await Promise.all(sandboxes.map((sandbox) => sandbox.close()));
  };
}
