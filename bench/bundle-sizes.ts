import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { BUILD_MANIFEST } from '../src/build/build-manifest.ts';

type Chunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, Chunk>;

/** The build measured: dist/, or BENCH_DIST (a copy of one's own, while others build dist/). */
export const BENCH_DIST = process.env.BENCH_DIST ?? 'dist';
const DIST = BENCH_DIST;

function gzipKb(file: string): number {
  return gzipSync(readFileSync(`${DIST}/${file}`)).length / 1024;
}

/** A chunk and everything it imports statically: what loading it costs. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

function closureOf(manifest: Manifest, keys: string[]): Set<string> {
  const all = new Set<string>();
  for (const key of keys) closure(manifest, key, all);
  return all;
}

function cost(manifest: Manifest, all: Iterable<string>) {
  let js = 0;
  let css = 0;
  for (const key of all) {
    const chunk = manifest[key]!;
    js += gzipKb(chunk.file);
    for (const file of chunk.css ?? []) css += gzipKb(file);
  }
  return { js, css };
}

export function bundleReport(): { rows: string[][]; firstScreenJs: number } {
  const manifest = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const route = (name: string) => Object.keys(manifest).find((key) => key.endsWith(name))!;
  const fmt = (n: number) => n.toFixed(1);
  const screens: [string, string[]][] = [
    ['first screen: key entry', [entry, route('features/auth/key-entry-page.tsx')]],
    [
      'first screen: forms page (signed in)',
      [entry, route('app/app-layout.tsx'), route('features/forms/forms-page.tsx')],
    ],
  ];
  const lazy: [string, string][] = [
    ['route: submissions', 'features/submissions/submissions-page.tsx'],
    ['route: submission view', 'features/submissions/submission/submission-page.tsx'],
    ['route: webhooks', 'features/webhooks/webhooks-page.tsx'],
    ['route: account', 'features/account/account-page.tsx'],
    ['after the first screen: user menu', 'app/user-menu.tsx'],
    ['after the first screen: dialogs and toasts', 'app/overlays.tsx'],
    ['on the first delete (or when idle): its confirmation', 'components/confirm-delete-body.tsx'],
    ['on demand: export', 'features/submissions/export/files/export-file.ts'],
    ['on demand: in-browser sandbox', 'sandbox/browser.ts'],
  ];
  const rows: string[][] = [];
  let firstScreenJs = 0;
  for (const [label, keys] of screens) {
    const { js, css } = cost(manifest, closureOf(manifest, keys));
    firstScreenJs = Math.max(firstScreenJs, js);
    rows.push([label, fmt(js), fmt(css)]);
  }
  // Routes are reached from the signed-in shell, so count what they add on top of it.
  const base = closureOf(manifest, [entry, route('app/app-layout.tsx')]);
  for (const [label, name] of lazy) {
    const key = route(name);
    if (!key) continue;
    // What the route adds on top of what the entry already loaded.
    const extra = [...closure(manifest, key, new Set())].filter((item) => !base.has(item));
    const { js, css } = cost(manifest, extra);
    rows.push([`${label} (added)`, fmt(js), fmt(css)]);
  }
  // The three share most of their code (Mantine's popover and focus trap), so also counted once.
  const deferred = ['app/user-menu.tsx', 'app/overlays.tsx', 'components/confirm-delete-body.tsx'];
  const together = [...closureOf(manifest, deferred.map(route))].filter((item) => !base.has(item));
  const { js, css } = cost(manifest, together);
  rows.push([
    'after the first screen: user menu, dialogs, toasts, confirmation together',
    fmt(js),
    fmt(css),
  ]);
  return { rows, firstScreenJs };
}
