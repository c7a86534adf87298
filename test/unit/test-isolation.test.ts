import { readdirSync, readFileSync } from 'node:fs';
import { ISOLATED_DOM_TEST_FILES, NODE_TEST_FILES } from '@test/node-test-files';

const root = new URL('../..', import.meta.url);
const testFiles = (folder: string) =>
  readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${folder}/${file}`);
const sharing = (file: string) =>
  !ISOLATED_DOM_TEST_FILES.includes(file) && !NODE_TEST_FILES.includes(file);

// jsdom test files share a worker's modules (vite.config.ts) but each gets a new window.
describe('test files that share a worker', () => {
  const files = [...testFiles('src'), ...testFiles('test/unit')].map((file) => ({
    file,
    text: readFileSync(new URL(file, root), 'utf8'),
  }));
  const using = (pattern: RegExp) =>
    files.filter(({ text }) => pattern.test(text)).map(({ file }) => file);

  it('replace no module: the mock would reach the files after them', () => {
    const mocking = using(/\bvi\.(do)?[mM]ock\(/);
    expect(mocking).toContain('src/lib/sandbox-connection.test.ts');
    expect(mocking.filter(sharing)).toEqual([]);
  });

  it('use no fake-indexeddb: it fills in the first window only', () => {
    const faking = using(/from 'fake-indexeddb|import 'fake-indexeddb/);
    expect(faking).toContain('src/lib/browser-key.test.ts');
    expect(faking.filter(sharing)).toEqual([]);
  });
});
