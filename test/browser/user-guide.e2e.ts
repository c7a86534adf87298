import { mkdirSync, statSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { TOUR } from './app-pages';
import { useBrowser } from './browser';

/**
 * The README's user guide shows these: each page as a laptop and a phone show it. `npm run guide`
 * writes them to docs/guide/; the test run only to test-results/, leaving the working tree as it was.
 */
const GUIDE_DIR = process.env.GUIDE_DIR ?? 'test-results/guide';
const SIZES = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
/** Small enough to keep in the repository: a guide's picture, not a test's evidence. */
const MAX_BYTES = 150_000;

describe('the user guide screenshots', () => {
  const session = useBrowser();
  beforeAll(() => {
    mkdirSync(GUIDE_DIR, { recursive: true });
  });

  for (const [size, viewport] of Object.entries(SIZES)) {
    it(`shows every page on a ${size} (${viewport.width} × ${viewport.height})`, async () => {
      const { page } = session;
      await page.setViewportSize(viewport);
      for (const stop of TOUR) {
        await stop.open(page);
        // No row highlighted by where the pointer last was.
        await page.mouse.move(0, 0);
        const path = `${GUIDE_DIR}/${stop.name}-${size}.jpg`;
        await page.screenshot({ path, type: 'jpeg', quality: 70, animations: 'disabled' });
        expect(statSync(path).size, path).toBeLessThan(MAX_BYTES);
      }
    });
  }
});
