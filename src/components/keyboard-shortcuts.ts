/**
 * Every keyboard shortcut of the app, as the "?" dialog lists it (and the README quotes it).
 * Only keys that work: each is handled where its `where` says (the app layout, the submissions
 * table's grid keys, the submission view's pager, the search box).
 */
export type Shortcut = { keys: string[][]; action: string };
export type ShortcutGroup = { where: string; shortcuts: Shortcut[] };

export const SHORTCUT_GROUPS: ShortcutGroup[] = [
  {
    where: 'Everywhere',
    shortcuts: [
      { keys: [['?']], action: 'Show the keyboard shortcuts' },
      { keys: [['Esc']], action: 'Close a dialog' },
      { keys: [['/']], action: 'Go to the search box (forms, submissions)' },
    ],
  },
  {
    where: 'Submissions',
    shortcuts: [
      { keys: [['Esc']], action: 'Clear the search; again to leave the search box' },
      { keys: [['J'], ['K']], action: 'Next / previous row (its link to the submission)' },
      { keys: [['↑'], ['↓'], ['←'], ['→']], action: 'Move between the cells of the table' },
      { keys: [['Home'], ['End']], action: 'First / last cell of the row' },
      {
        keys: [
          ['Ctrl', 'Home'],
          ['Ctrl', 'End'],
        ],
        action: 'First / last cell of the table',
      },
      { keys: [['Page Up'], ['Page Down']], action: 'Ten rows up / down' },
      { keys: [['Enter']], action: 'Open the submission (or follow the focused link)' },
      { keys: [['Esc']], action: 'Leave the table’s arrow keys' },
    ],
  },
  {
    where: 'A submission',
    shortcuts: [
      { keys: [['J'], ['→']], action: 'Next submission' },
      { keys: [['K'], ['←']], action: 'Previous submission' },
    ],
  },
];
