import { readFileSync } from 'node:fs';
import { BUILD_MANIFEST } from '../src/build/build-manifest.ts';
import { BENCH_DIST } from './bundle-sizes';

type Chunk = { file: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, Chunk>;

// Words only the response set's code holds once minified: two filter operators
// (src/response-set/filter-ops/; the submissions and Summary features that use them).
const MARKERS = ['notAnswered', 'rankedFirst'].flatMap((word) =>
  ['`', '"', "'"].map((quote) => `${quote}${word}${quote}`),
);

function closure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** Which built files hold the response set's code: none may be loaded on a first screen. */
export function responseSetPlacement(): string {
  const manifest = JSON.parse(readFileSync(BUILD_MANIFEST, 'utf8')) as Manifest;
  const keys = Object.keys(manifest);
  const route = (name: string) => keys.find((key) => key.endsWith(name))!;
  const entry = keys.find((key) => manifest[key]!.isEntry)!;
  const firstScreens = new Set<string>();
  for (const start of [
    entry,
    route('features/auth/key-entry-page.tsx'),
    route('app/app-layout.tsx'),
    route('features/forms/forms-page.tsx'),
  ]) {
    closure(manifest, start, firstScreens);
  }
  const holding = keys.filter((key) => {
    const text = readFileSync(`${BENCH_DIST}/${manifest[key]!.file}`, 'utf8');
    return MARKERS.some((marker) => text.includes(marker));
  });
  const submissions = closure(
    manifest,
    route('features/submissions/submissions-page.tsx'),
    new Set(),
  );
  const onFirst = holding.filter((key) => firstScreens.has(key));
  const where = holding
    .map((key) => {
      const file = manifest[key]!.file.replace(/^assets\//, '');
      return submissions.has(key) ? `${file} (with the submissions page)` : file;
    })
    .join(', ');
  return `response set's code on a first screen: ${onFirst.length === 0 ? 'none' : 'YES'}; in ${where}`;
}
