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
    // Two files at a time, each worker with its own HTTP sandbox (global-setup.ts): a test spends
    // most of its time waiting on the page, so two share the two cores well.
    maxWorkers: 2,
    // The one worker keeps playwright-core and the helpers loaded from file to file (each file
    // still launches its own Chromium): about 0.4 s less a file.
    isolate: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
