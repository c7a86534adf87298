import type { Plugin } from 'vite';
import { slimMantineImports } from './slim-mantine-imports';

const scrollArea = '/app/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
const appShellHeader =
  '/app/node_modules/@mantine/core/esm/components/AppShell/AppShellHeader/AppShellHeader.mjs';
const popover = '/app/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs';
const tableScroll = '/app/node_modules/@mantine/core/esm/components/Table/TableScrollContainer.mjs';

type Hook = (this: unknown, ...args: unknown[]) => unknown;
const call = (plugin: Plugin, hook: 'resolveId' | 'buildEnd', self: unknown, ...args: unknown[]) =>
  (plugin[hook] as Hook).call(self, ...args);

describe('slimMantineImports', () => {
  it('redirects only the named imports of the named Mantine files', () => {
    const plugin = slimMantineImports();

    expect(call(plugin, 'resolveId', {}, '@floating-ui/react', scrollArea)).toMatch(
      /merge-refs-shim\.ts$/,
    );
    expect(call(plugin, 'resolveId', {}, 'react-remove-scroll', appShellHeader)).toMatch(
      /remove-scroll-shim\.ts$/,
    );
    expect(call(plugin, 'resolveId', {}, '../ScrollArea/ScrollArea.mjs', tableScroll)).toMatch(
      /scroll-area-shim\.ts$/,
    );
    // Popover really positions things: it keeps floating-ui.
    expect(call(plugin, 'resolveId', {}, '@floating-ui/react', popover)).toBeNull();
    expect(call(plugin, 'resolveId', {}, 'react', scrollArea)).toBeNull();
  });

  it('fails the build when a redirect found nothing to redirect', () => {
    const plugin = slimMantineImports();
    const error = vi.fn();
    call(plugin, 'resolveId', {}, '@floating-ui/react', scrollArea);
    call(plugin, 'buildEnd', { error });

    expect(error).toHaveBeenCalledWith(expect.stringContaining('react-remove-scroll'));
    expect(error).not.toHaveBeenCalledWith(expect.stringContaining('@floating-ui/react'));
  });
});
