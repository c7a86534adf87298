import { defineConfig } from 'vitest/config';
import { ALIASES } from '../../src/build/aliases.ts';

// Browser tests: Node drives Debian's Chromium through playwright-core against the built app
// (served by `vite preview` with its security headers) and the sandbox over real HTTP.
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['test/browser/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['test/browser/global-setup.ts'],
    // One file at a time. Two at a time, each with its own sandbox (global-setup.ts), took a fifth
    // less time but let layout checks meet a page still settling on a busy machine.
    fileParallelism: false,
    // The one worker keeps playwright-core and the helpers loaded from file to file (each file
    // still launches its own Chromium): about 0.4 s less a file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
