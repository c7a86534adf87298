import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Where the build's manifest goes for the bench: outside dist/, so no host serves the map of
 * every file and source path (`dist/.vite/manifest.json` would be public on a static host).
 */
export const BUILD_MANIFEST = '.vite/build-manifest.json';

/** Moves the manifest Vite wrote into the output folder to BUILD_MANIFEST. */
export function manifestOutsideDist(): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'formdeck:manifest-outside-dist',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        // resolve, not join: an --outDir outside the project (/tmp/…) is absolute.
        const written = join(resolve(root, outDir), '.vite', 'manifest.json');
        const target = join(root, BUILD_MANIFEST);
        mkdirSync(dirname(target), { recursive: true });
        renameSync(written, target);
        rmSync(dirname(written), { recursive: true, force: true });
      },
    },
  };
}
