/**
 * The sandbox's uploads and signatures point at small sample files that the app itself serves
 * from `public/sandbox-files/`, so they show without a network: every respondent's PDF opens
 * the same small PDF, and so on.
 *
 * The contract's `url` is an absolute URL (the contract module checks it), so a path alone will
 * not do. The origin is the page's when the sandbox runs in it (the in-browser demo, where the
 * API shares the app's origin, and the tests); `npm run sandbox` runs in node, apart from any
 * page, and points at where `npm start` serves the app.
 */
export const SANDBOX_FILES_PATH = '/sandbox-files/';
const APP_ORIGIN = 'http://localhost:5173';

const SAMPLE_BY_NAME: Record<string, string> = {
  'signature.png': 'signature.png',
  'screenshot.png': 'screenshot.png',
};
const SAMPLE_BY_EXTENSION: Record<string, string> = {
  png: 'photo.png',
  jpg: 'photo.jpg',
  pdf: 'document.pdf',
  csv: 'table.csv',
  docx: 'document.docx',
};

function appOrigin(): string {
  return typeof location === 'undefined' ? APP_ORIGIN : location.origin;
}

/** The app's sample file for an upload named `name`. */
export function sandboxFileUrl(name: string): string {
  const extension = name.split('.').pop()?.toLowerCase() ?? '';
  const sample = SAMPLE_BY_NAME[name] ?? SAMPLE_BY_EXTENSION[extension];
  // A seeded upload of a new kind needs its sample file in public/ too.
  if (!sample) throw new Error(`No sample file in public/sandbox-files for "${name}"`);
  return `${appOrigin()}${SANDBOX_FILES_PATH}${sample}`;
}
