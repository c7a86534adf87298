import react from '@vitejs/plugin-react';
import type { InlineConfig } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';
import { ALIASES } from './src/build/aliases.ts';
import { manifestOutsideDist } from './src/build/build-manifest.ts';
import { type ChunkGroup, firstScreenChunks } from './src/build/first-screen-chunks.ts';
import { securityHeaders } from './src/config/security-headers.ts';
import { NODE_TEST_FILES } from './test/node-test-files.ts';

// These replace a module with vi.mock: that needs modules of their own, since in a worker shared
// with other files the real module is already loaded (and the mock would reach later files).
const MOCKING_TEST_FILES = [
  'src/features/submissions/table/rows/submission-row-fallback.test.tsx',
  'src/lib/sandbox-connection.test.ts',
];

// A real deployment without CORS can be reached through this proxy (npm start, dev and preview):
// FORMDECK_API_PROXY=https://api.example.com/v1 npm start, then use /api-proxy as the base URL.
const proxyTarget = process.env.FORMDECK_API_PROXY;
const proxy = proxyTarget
  ? {
      '/api-proxy': {
        target: proxyTarget,
        changeOrigin: true,
        rewrite: (path: string) => path.replace(/^\/api-proxy/, ''),
      },
    }
  : undefined;

// What every screen needs, in one file: it compresses better than a dozen small ones.
const framework: ChunkGroup = {
  name: 'framework',
  priority: 3,
  test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]/,
};

/** How the app is transformed and bundled; also what the first-screen probe builds with. */
const bundling = (groups: ChunkGroup[]) =>
  ({
    plugins: [react()],
    resolve: { alias: ALIASES },
    build: {
      target: 'es2022',
      sourcemap: false,
      // For the bench (bench/bundle-sizes.ts); manifestOutsideDist() keeps it out of dist/.
      manifest: true,
      // The in-browser sandbox (msw + data) is one large chunk, loaded only when the sandbox is chosen.
      chunkSizeWarningLimit: 600,
      rolldownOptions: {
        output: {
          // Each group already holds what its modules import, or leaves it to a file that loads
          // first. Following imports again would add all that a package's index re-exports.
          codeSplitting: { includeDependenciesRecursively: false, groups },
        },
      },
    },
  }) satisfies InlineConfig;

const firstScreen = firstScreenChunks(
  {
    keyEntry: 'src/features/auth/key-entry-page.tsx',
    signedIn: ['src/app/app-layout.tsx', 'src/features/forms/forms-page.tsx'],
  },
  () => bundling([framework]),
);
const app = bundling([framework, ...firstScreen.groups]);

export default defineConfig({
  ...app,
  plugins: [...app.plugins, firstScreen.plugin, manifestOutsideDist()],
  // npm start builds, then previews: the README's address is the preview server's.
  server: { port: 5173, proxy },
  preview: { port: 5173, proxy, headers: securityHeaders(process.env.FORMDECK_CONNECT_SRC) },
  test: {
    globals: true,
    css: false,
    testTimeout: 90_000,
    // Vitest leaves a core to itself by default: on two cores that is one test file at a time.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // A worker's files share its loaded modules: loading them again for each file took
          // about a third of the time (docs/performance.md). test/setup.ts resets what they keep.
          isolate: false,
          setupFiles: ['./test/setup.ts'],
          exclude: [...configDefaults.exclude, ...NODE_TEST_FILES, ...MOCKING_TEST_FILES],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom-isolated',
          include: MOCKING_TEST_FILES,
          environment: 'jsdom',
          setupFiles: ['./test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: NODE_TEST_FILES,
          // As in jsdom: the files share their worker's modules; test/setup-node.ts resets them.
          isolate: false,
          setupFiles: ['./test/setup-node.ts'],
        },
      },
    ],
  },
});
