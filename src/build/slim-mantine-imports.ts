import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/**
 * Components on the first screen that import a large module for one small thing. Each entry sends
 * that one import to a shim with the same exports, so the large module loads only with the
 * components that really use it (Menu, Popover, Modal).
 */
const redirects = [
  {
    // ScrollArea (the popovers' scrolling lists) imports only useMergeRefs from floating-ui.
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/,
    source: '@floating-ui/react',
    target: shim('merge-refs-shim.ts'),
  },
  {
    // Table.ScrollContainer draws a ScrollArea only for its default type; the list tables use
    // the native one.
    importer: /@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]TableScrollContainer\.mjs$/,
    source: '../ScrollArea/ScrollArea.mjs',
    target: shim('scroll-area-shim.ts'),
  },
  {
    // The AppShell header, footer and aside read only RemoveScroll.classNames.
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\w+[\\/]AppShell\w+\.mjs$/,
    source: 'react-remove-scroll',
    target: shim('remove-scroll-shim.ts'),
  },
  {
    // The AppShell sections' resize handle, drawn only with a `resize` prop the app never sets.
    importer:
      /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]AppShell\w+[\\/]AppShell\w+\.mjs$/,
    source: '../AppShellResizeHandle/AppShellResizeHandle.mjs',
    target: shim('resize-handle-shim.ts'),
  },
];

/**
 * Fails the build if a Mantine upgrade moved an import, so that the shim is not silently dropped
 * (the app would still work, only heavier); update the patterns above when that happens.
 */
export function slimMantineImports(): Plugin {
  const used = new Set<string>();
  return {
    name: 'formdeck:slim-mantine-imports',
    enforce: 'pre',
    apply: 'build',
    resolveId(source, importer) {
      const redirect = redirects.find(
        (item) => item.source === source && importer && item.importer.test(importer),
      );
      if (!redirect) return null;
      used.add(redirect.target);
      return redirect.target;
    },
    buildEnd(error) {
      if (error) return;
      const unused = redirects.filter((item) => !used.has(item.target));
      if (unused.length > 0) {
        this.error(
          `slim-mantine-imports: no import of ${unused.map((item) => item.source).join(', ')} was redirected`,
        );
      }
    },
  };
}
