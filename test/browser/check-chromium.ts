import { accessSync, constants } from 'node:fs';
import { CHROMIUM_PATH } from './chromium';

/**
 * Run first by `npm test`, `npm run test:e2e` and `npm run guide`: without the browser the
 * browser tests would fail only at the end, after every other check, with Playwright's raw error.
 */
try {
  accessSync(CHROMIUM_PATH, constants.X_OK);
  console.log(`Chromium for the browser tests: ${CHROMIUM_PATH}`);
} catch {
  const where = process.env.CHROMIUM_PATH
    ? `CHROMIUM_PATH is set to ${CHROMIUM_PATH}, but there is no browser there that can be run.`
    : `There is no browser at ${CHROMIUM_PATH}.`;
  console.error(
    [
      '',
      `The browser tests need Chromium. ${where}`,
      '',
      'Install Debian’s Chromium (as root):',
      '',
      '    apt-get install -y chromium',
      '',
      'or point CHROMIUM_PATH at a Chromium or Chrome you already have, e.g.:',
      '',
      '    CHROMIUM_PATH=/usr/bin/google-chrome npm test',
      '',
    ].join('\n'),
  );
  process.exit(1);
}
