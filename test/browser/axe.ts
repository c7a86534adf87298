import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export type AxeFinding = { rule: string; impact: string; help: string; nodes: string[] };

declare global {
  interface Window {
    axe?: {
      run(
        context: Document,
        options: object,
      ): Promise<{
        violations: {
          id: string;
          impact?: string | null;
          help: string;
          nodes: { target: unknown[]; failureSummary?: string }[];
        }[];
      }>;
    };
  }
}

/**
 * Runs axe-core on the whole page as it is now. The source is evaluated through the DevTools
 * protocol, which the page's Content-Security-Policy (`script-src 'self'`) does not apply to.
 */
export async function runAxe(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const results = await window.axe!.run(document, {
      resultTypes: ['violations'],
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      },
    });
    return results.violations.map((violation) => ({
      rule: violation.id,
      impact: violation.impact ?? 'unknown',
      help: violation.help,
      nodes: violation.nodes.map(
        (node) =>
          `${node.target.join(' ')} :: ${(node.failureSummary ?? '').split('\n')[1]?.trim() ?? ''}`,
      ),
    }));
  });
}

/** Settles transitions (Mantine's modals fade in) before a check that measures colours. */
export const settle = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      // A spinner or a loading pulse runs for ever: only what ends is waited for.
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
