import { readdirSync, readFileSync } from 'node:fs';
import { ISOLATED_DOM_TEST_FILES, NODE_TEST_FILES } from '@test/node-test-files';

const root = new URL('../..', import.meta.url);
const testFiles = (folder: string) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`);

// jsdom test files share a worker's modules (vite.config.ts): a vi.mock there would reach the
// files that run after it in the same worker.
describe('test files that replace a module', () => {
  it('each runs in a worker of its own or in Node', () => {
    const mocking = [...testFiles('src'), ...testFiles('test/unit')].filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(new URL(file, root), 'utf8')),
    );
    expect(mocking).toContain('src/lib/sandbox-connection.test.ts');
    const shared = mocking.filter(
      (file) => !ISOLATED_DOM_TEST_FILES.includes(file) && !NODE_TEST_FILES.includes(file),
    );
    expect(shared).toEqual([]);
  });
});
