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
    // Limits for a hang, not for speed: at a load of 10-20 a test that takes 20 s alone took 56 s.
    testTimeout: 180_000,
    hookTimeout: 120_000,
    // expect.poll waits for the page like Playwright's waits do (its own default is 1 s).
    expect: { poll: { timeout: 60_000 } },
  },
});
