import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { runAxe } from './axe';

const SIZES = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };

/**
 * The page as it is, at 1440 × 900 and 390 × 844, light and dark: it never gets wider than the
 * screen, a full-page screenshot goes to `dir`, and what axe finds is returned, one line each.
 */
export async function checkEveryScreen(page: Page, name: string, dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const problems: string[] = [];
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const [size, viewport] of Object.entries(SIZES)) {
      await page.setViewportSize(viewport);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
        .toBeLessThanOrEqual(viewport.width);
      for (const finding of await runAxe(page)) {
        problems.push(
          `${scheme} ${size}: ${finding.rule} ${finding.nodes.slice(0, 2).join(' | ')}`,
        );
      }
      // Transitions off: the navigation slides away when the window narrows.
      await page.screenshot({
        path: `${dir}/${name}-${size}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
    }
  }
  return problems;
}
