import type { ComponentType } from 'react';

/** Each page's code, downloaded on first use (and ahead of it by `preloadPages`). */
export const pages = {
  keyEntry: () => import('../features/auth/key-entry-page').then((m) => m.KeyEntryPage),
  layout: () => import('./app-layout').then((m) => m.AppLayout),
  forms: () => import('../features/forms/forms-page').then((m) => m.FormsPage),
  submissions: () =>
    import('../features/submissions/submissions-page').then((m) => m.SubmissionsPage),
  submission: () => import('../features/submissions/submission-page').then((m) => m.SubmissionPage),
  webhooks: () => import('../features/webhooks/webhooks-page').then((m) => m.WebhooksPage),
  account: () => import('../features/account/account-page').then((m) => m.AccountPage),
} satisfies Record<string, () => Promise<ComponentType>>;

/** The pages behind the key, which the signed-in shell downloads once it is idle. */
export const signedInPages = [
  pages.forms,
  pages.submissions,
  pages.submission,
  pages.webhooks,
  pages.account,
];
