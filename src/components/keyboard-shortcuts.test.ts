import { readFileSync } from 'node:fs';
import { SHORTCUT_GROUPS } from './keyboard-shortcuts';

/** The rows of the README's "Keyboard shortcuts" table, as [keys, where, what] cells. */
function readmeRows(): string[][] {
  const readme = readFileSync('README.md', 'utf8');
  const section = readme.split('### Keyboard shortcuts')[1]!.split('\n## ')[0]!;
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| Keys') && !line.includes('---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

describe('the keyboard shortcuts', () => {
  it('the README lists exactly those the app lists', () => {
    const listed = SHORTCUT_GROUPS.flatMap(({ where, shortcuts }) =>
      shortcuts.map(({ keys, action }) => [
        keys.map((combo) => `\`${combo.join('+')}\``).join(' / '),
        where,
        action,
      ]),
    );
    expect(readmeRows()).toEqual(listed);
  });
});
