import { codeDownload } from '@/lib/code-download';

/** The export code could not be downloaded, even on a second try. */
export class ExportCodeError extends Error {
  constructor() {
    super(
      'Part of Formdeck that exports needs could not be downloaded. Check your connection and try again.',
    );
    this.name = 'ExportCodeError';
  }
}

const exportCode = codeDownload(() => import('./run-export'));

/** The export code and its CSV library, fetched on first use. */
export const loadRunExport = () =>
  exportCode.get().catch(() => Promise.reject(new ExportCodeError()));

/** Fetches the export code ahead of a choice; if that fails, the choice itself tries again and says why. */
export const preloadRunExport = (): void => void loadRunExport().catch(() => undefined);

/**
 * The export code if it has already arrived. Even an already loaded `import()` settles only
 * after the click's own re-render, which would hold the first requests back by tens of ms.
 */
export const loadedRunExport = exportCode.loaded;
