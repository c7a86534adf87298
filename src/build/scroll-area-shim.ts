/**
 * What Table.ScrollContainer gets for Mantine's ScrollArea in the build: Formdeck's list tables
 * scroll natively (`type="native"`, the browser's own scrollbars, see ListTable), so the styled
 * scroll area and its scrollbars (about 2.5 KB gzip) stayed on the first screen for nothing. A
 * container left on the default type fails loudly instead of silently losing its scrollbars.
 */
export function ScrollArea(): never {
  throw new Error(
    'Table.ScrollContainer needs type="native" in Formdeck (see slim-mantine-imports.ts).',
  );
}
