import { afterAll, beforeAll, vi } from 'vitest';

// The Node test files share their worker's modules (`isolate: false`), so each file starts as it
// would in a process of its own: no rate limit learnt, no spy, fake timer or global left behind.
beforeAll(async () => {
  const { forgetPacers } = await import('@/api/client');
  forgetPacers();
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.resetConfig();
});
