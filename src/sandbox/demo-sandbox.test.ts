import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createSandboxCore } from './sandbox-core';
import { call, control } from './test-helpers';

/** The sandbox's files that `from` loads, following its imports of code (`import type` is not). */
function loadedFiles(from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  seen.add(from);
  const text = readFileSync(from, 'utf8');
  for (const [, path] of text.matchAll(/^import (?!type )[^;]*? from '(\.\/[^']+)';/gms)) {
    loadedFiles(join(dirname(from), `${path!}.ts`), seen);
  }
  return seen;
}

describe('the in-browser demo', () => {
  it('downloads none of the fault, rate-limit and hostile-value tooling', () => {
    const loaded = [...loadedFiles('src/sandbox/browser.ts')].map((file) => file.slice(12));
    expect(loaded).toContain('sandbox-core.ts');
    expect(loaded).toContain('scenarios.ts');
    for (const tool of [
      'handler.ts',
      'faults.ts',
      'fault-list.ts',
      'rate-limit.ts',
      'routes-faults.ts',
      'hostile-values.ts',
      'scenario-hostile.ts',
    ]) {
      expect(loaded).not.toContain(tool);
    }
  });

  it('answers the API and its own control routes, and says faults are not there', async () => {
    const sandbox = createSandboxCore();
    expect((await call(sandbox, '/forms')).status).toBe(200);
    expect((await control(sandbox, 'scenarios/many-forms')).status).toBe(201);
    expect((await control(sandbox, 'state', 'GET')).json).not.toHaveProperty('faults');
    expect((await control(sandbox, 'faults', 'PUT', { latencyMs: 300 })).status).toBe(404);
    expect((await control(sandbox, 'rate-limit', 'PUT', { limit: 1 })).status).toBe(404);
    const hostile = await control(sandbox, 'scenarios/hostile');
    expect(hostile.status).toBe(404);
    expect(hostile.json).toEqual({
      error: expect.stringMatching(/^Unknown scenario hostile; known: /),
    });
    // Reset still brings the seed back.
    expect((await control(sandbox, 'reset')).status).toBe(200);
  });
});
