type RunExport = typeof import('./run-export');

let loaded: RunExport | undefined;

/** The export code and its CSV library, fetched on first use; opening the menu asks for them. */
export const loadRunExport = (): Promise<RunExport> =>
  import('./run-export').then((module) => (loaded = module));

/**
 * The export code if it has already arrived. Even an already loaded `import()` settles only
 * after the click's own re-render, which would hold the first requests back by tens of ms.
 */
export const loadedRunExport = (): RunExport | undefined => loaded;
