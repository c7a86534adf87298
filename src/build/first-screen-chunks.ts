import { build, type InlineConfig, type Plugin, type Rolldown } from 'vite';

/** A rolldown code-splitting group, as vite.config.ts writes them. */
export type ChunkGroup = {
  name: string;
  priority: number;
  test: RegExp | ((id: string) => boolean);
};
type Screens = { keyEntry: string; signedIn: string[] };
type Probe = { keyEntry: Set<string>; signedIn: Set<string>; entry: Set<string> };

/**
 * Left to itself, the bundler makes one file for every distinct set of pages that share a module:
 * the signed-in first screen came in some fifty files, each compressed on its own, which made it
 * larger (docs/performance.md). These two groups give each first screen a few files instead:
 * - "common": what the key entry page and the signed-in first screen both use;
 * - "signed-in": the rest of what the signed-in first screen uses.
 * The key entry page never downloads "signed-in"; the other pages take from these two files what
 * they share with the first screen, which a signed-in user already has.
 *
 * Which module each screen really uses is known only after tree-shaking (every page imports the
 * whole of @mantine/core by name), so a first build without these groups is made in memory and
 * read. Its configuration must be the real one minus the groups, so that module ids match.
 */
export function firstScreenChunks(
  screens: Screens,
  probeConfig: () => InlineConfig,
): { plugin: Plugin; groups: ChunkGroup[] } {
  let probe: Probe | undefined;
  const sets = () => {
    if (!probe) throw new Error('first-screen-chunks: the groups were read before the probe build');
    return probe;
  };

  const outside = (id: string) => !sets().entry.has(id);
  const groups: ChunkGroup[] = [
    {
      name: 'common',
      priority: 2,
      test: (id) => outside(id) && sets().keyEntry.has(id) && sets().signedIn.has(id),
    },
    { name: 'signed-in', priority: 1, test: (id) => outside(id) && sets().signedIn.has(id) },
  ];
  const plugin: Plugin = {
    name: 'formdeck:first-screen-chunks',
    apply: 'build',
    async buildStart() {
      probe = await probeBuild(screens, probeConfig());
    },
    generateBundle(_, bundle) {
      // A group file importing the entry would make a cycle, in which the group's code could run
      // before the entry's: no such build is shipped.
      const entry = Object.values(bundle).find((item) => item.type === 'chunk' && item.isEntry);
      for (const item of Object.values(bundle)) {
        if (
          item.type === 'chunk' &&
          groups.some((group) => group.name === item.name) &&
          entry &&
          item.imports.includes(entry.fileName)
        ) {
          this.error(`first-screen-chunks: ${item.fileName} imports the entry chunk`);
        }
      }
    },
  };
  return { plugin, groups };
}

async function probeBuild(screens: Screens, config: InlineConfig): Promise<Probe> {
  const result = await build({
    ...config,
    configFile: false,
    logLevel: 'silent',
    build: { ...config.build, write: false, manifest: false },
  });
  const output = Array.isArray(result) ? result[0] : result;
  if (!output || !('output' in output)) throw new Error('first-screen-chunks: no probe output');
  const chunks = output.output.filter(
    (item): item is Rolldown.OutputChunk => item.type === 'chunk',
  );
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const facade = (path: string) => {
    const found = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(path));
    if (!found) throw new Error(`first-screen-chunks: no chunk for ${path}`);
    return found;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('first-screen-chunks: no entry chunk');

  /** The modules of the entry, these chunks and all they import: what that screen downloads. */
  const modulesOf = (roots: Rolldown.OutputChunk[]) => {
    const seen = new Set<Rolldown.OutputChunk>();
    const stack = [entry!, ...roots];
    while (stack.length > 0) {
      const chunk = stack.pop()!;
      if (seen.has(chunk)) continue;
      seen.add(chunk);
      for (const file of chunk.imports) stack.push(byFile.get(file)!);
    }
    return new Set([...seen].flatMap((chunk) => chunk.moduleIds));
  };
  return {
    keyEntry: modulesOf([facade(screens.keyEntry)]),
    signedIn: modulesOf(screens.signedIn.map(facade)),
    entry: new Set(entry.moduleIds),
  };
}
