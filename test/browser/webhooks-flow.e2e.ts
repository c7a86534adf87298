import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Webhook } from '@/contract/entities';
import { SANDBOX_KEYS } from '@/sandbox/keys';
import { answerWebhooks, sandboxUrl, useBrowser } from './browser';
import { signIn } from './sign-in';

const SHOTS = process.env.SHOTS_DIR;
const LONG_SUBSCRIBER = 'Northwind Applicant Tracking and Onboarding Integration Service';

/** The sandbox's webhooks and one whose service and host make a label of many lines. */
async function listWithLongLabel() {
  const response = await fetch(`${sandboxUrl()}/webhooks?limit=500`, {
    headers: { Authorization: `Bearer ${SANDBOX_KEYS.full}` },
  });
  const { webhooks } = (await response.json()) as { webhooks: Webhook[] };
  const [first] = webhooks;
  const long: Webhook = {
    ...first!,
    id: 'whk_long_label',
    name: 'Hand every applicant to onboarding',
    subscriber: LONG_SUBSCRIBER,
    url: 'https://applicant-tracking-and-onboarding.integrations.northwind-traders.example/in',
  };
  const all = [...webhooks, long];
  await answerWebhooks(all);
  return all.length;
}

async function openFlow(page: Page) {
  await signIn(page, { path: '/webhooks' });
  await page.getByRole('tab', { name: 'Where responses go' }).click();
  await page.locator('path[data-webhook]').first().waitFor();
}

type Box = { left: number; right: number; top: number; bottom: number };

/** Where the labels' text and the bands are drawn, and whether a label's text is cut. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const box = (element: Element): Box => {
      const { left, right, top, bottom } = element.getBoundingClientRect();
      return { left, right, top, bottom };
    };
    const labels = [...document.querySelectorAll('[data-flow-label]')].map((label) => {
      const text = label.querySelector('bdi')!;
      return {
        side: label.getAttribute('data-flow-label'),
        text: text.textContent ?? '',
        box: box(text),
        cut: label.scrollHeight > label.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1,
      };
    });
    const bands = [...document.querySelectorAll('path[data-webhook]')].map(box);
    const chart = box(document.querySelector('.recharts-surface')!);
    return { labels, bands, chart };
  });

const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 768 },
] as const;

for (const colorScheme of ['light', 'dark'] as const) {
  describe(`webhooks: where responses go (${colorScheme})`, () => {
    const session = useBrowser({ colorScheme });

    for (const size of SIZES) {
      it(`at ${size.width} px: labels beside the bands, whole and wrapped; an opened band's panel is in view`, async () => {
        const { page } = session;
        await page.setViewportSize(size);
        const count = await listWithLongLabel();
        await openFlow(page);
        await expect.poll(() => page.locator('path[data-webhook]').count()).toBe(count);
        const { labels, bands, chart } = await layout(page);

        // Every name whole: no "…", nothing clipped, the long one on several lines.
        expect(labels.some((label) => label.text.includes('…'))).toBe(false);
        expect(labels.filter((label) => label.cut)).toEqual([]);
        const long = labels.find((label) => label.text.startsWith(LONG_SUBSCRIBER))!;
        expect(long.box.bottom - long.box.top).toBeGreaterThan(30);
        expect(labels.map((label) => label.text)).toContain(
          'Greenhouse · harvest.greenhouse.example (disabled)',
        );
        // Beside the bands, never over them, and inside the picture.
        const bandsLeft = Math.min(...bands.map((band) => band.left));
        const bandsRight = Math.max(...bands.map((band) => band.right));
        for (const { side, box } of labels) {
          if (side === 'form') expect(box.right).toBeLessThanOrEqual(bandsLeft);
          else expect(box.left).toBeGreaterThanOrEqual(bandsRight);
          expect(box.left).toBeGreaterThanOrEqual(chart.left);
          expect(box.right).toBeLessThanOrEqual(chart.right);
          expect(box.top).toBeGreaterThanOrEqual(chart.top);
          expect(box.bottom).toBeLessThanOrEqual(chart.bottom);
        }
        // No label over another in its column.
        for (const side of ['form', 'service']) {
          const column = labels
            .filter((label) => label.side === side)
            .map((label) => label.box)
            .sort((a, b) => a.top - b.top);
          for (let i = 1; i < column.length; i++) {
            expect(column[i]!.top).toBeGreaterThanOrEqual(column[i - 1]!.bottom);
          }
        }
        expect(
          await page.evaluate(() => document.scrollingElement!.scrollWidth),
        ).toBeLessThanOrEqual(size.width);
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true });
          await page.screenshot({
            path: `${SHOTS}/flow-labels-${size.width}-${colorScheme}.png`,
            fullPage: true,
          });
        }

        // The last band, opened from the keyboard: its panel scrolls into view.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.locator('path[data-webhook]').last().focus();
        await page.keyboard.press('Enter');
        const verify = page.getByRole('button', { name: 'Verify a delivery' });
        await verify.waitFor();
        await expect
          .poll(async () => {
            const box = await verify.boundingBox();
            return box !== null && box.y >= 0 && box.y + box.height <= size.height;
          })
          .toBe(true);
        if (SHOTS) {
          await page.screenshot({ path: `${SHOTS}/flow-panel-${size.width}-${colorScheme}.png` });
        }
      });
    }
  });
}
