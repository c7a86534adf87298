import type { Page } from 'playwright-core';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { appUrl } from './browser';
import { signIn } from './sign-in';

/** The seeded form the tours open: it has every kind of chart and enough responses to page. */
export const TOUR_FORM = { id: SEED_FORM_IDS.customerFeedback, name: 'Customer feedback 2026' };

/**
 * Each page of the app as a user reaches it, in the order of a first visit, each step waiting
 * until its page shows its data. The phone test and the user guide's screenshots walk the same
 * tour. Run the steps in order: the first signs in (remembered, so later steps may reload).
 */
export const TOUR = [
  {
    name: 'key-entry',
    open: async (page: Page) => {
      await page.goto(appUrl());
      await page.getByLabel('API key').waitFor();
    },
  },
  {
    name: 'forms',
    open: async (page: Page) => {
      await signIn(page, { remember: true });
      await page.getByRole('link', { name: TOUR_FORM.name }).waitFor();
      // The response counts arrive in the background, two forms at a time.
      await page.getByLabel('Loading').first().waitFor({ state: 'detached' });
      // Each row's "…" menu is downloaded just after the first screen.
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .waitFor();
    },
  },
  {
    name: 'submissions',
    open: async (page: Page) => {
      await page.getByRole('link', { name: TOUR_FORM.name }).click();
      await page.getByText(/^All [\d,]+ responses loaded/).waitFor();
    },
  },
  {
    name: 'submission',
    open: async (page: Page) => {
      // The second: the newest of the seed answers only some questions.
      await page
        .getByRole('link', { name: /^Open submission of/ })
        .nth(1)
        .click();
      await page.getByRole('heading', { name: /^Submission of/, level: 1 }).waitFor();
    },
  },
  {
    name: 'summary',
    open: async (page: Page) => {
      await page.goto(`${appUrl()}/forms/${TOUR_FORM.id}/summary`);
      await page.locator('.recharts-bar-rectangle').first().waitFor();
    },
  },
  {
    name: 'webhooks',
    open: async (page: Page) => {
      // By address: on a phone the navigation is behind its menu button.
      await page.goto(`${appUrl()}/webhooks`);
      await page
        .getByRole('button', { name: /^Actions for / })
        .first()
        .waitFor();
    },
  },
  {
    name: 'people',
    open: async (page: Page) => {
      await page.goto(`${appUrl()}/people`);
      await page.getByText(/^Every form loaded/).waitFor();
    },
  },
  {
    name: 'account',
    open: async (page: Page) => {
      await page.goto(`${appUrl()}/account`);
      await page.getByText('User ID').waitFor();
    },
  },
] as const;

export type TourStop = (typeof TOUR)[number]['name'];
