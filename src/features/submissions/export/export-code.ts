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

// The export code (export-file.ts and its CSV library) stays out of the submissions page's
// download: most visits never export.
const exportCode = codeDownload(() => import('./files/export-file'));

/** The export code, downloaded on first use; an `ExportCodeError` if it cannot be. */
export const loadExportCode = () =>
  exportCode.get().catch(() => Promise.reject(new ExportCodeError()));

/** Fetches the export code ahead of a choice; if that fails, the choice itself tries again and says why. */
export const preloadExportCode = (): void => void loadExportCode().catch(() => undefined);

/**
 * The export code if it has already arrived. Even an already loaded `import()` settles only
 * after the click's own re-render, which would hold the first requests back by tens of ms.
 */
export const exportCodeIfLoaded = exportCode.loaded;
