import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { securityHeaders } from './src/config/security-headers.ts';

// A real deployment without CORS can be reached through this dev/preview proxy:
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

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': '/src' } },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy, headers: securityHeaders(process.env.FORMDECK_CONNECT_SRC) },
  // The in-browser sandbox (msw + data) is one large chunk, loaded only when the sandbox is chosen.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // What every screen needs, in one file: it compresses better than a dozen small ones.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/](query-core|react-query))[\\/]/,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/unit/**/*.test.{ts,tsx}'],
    css: false,
    testTimeout: 15000,
  },
});
