import { lazyPage } from './lazy-page';

/** Each page, its code downloaded on first use (and ahead of it by `preloadPages`). */
export const pages = {
  keyEntry: lazyPage(() => import('@/features/auth/key-entry-page').then((m) => m.KeyEntryPage)),
  forms: lazyPage(() => import('@/features/forms/forms-page').then((m) => m.FormsPage)),
  submissions: lazyPage(() =>
    import('@/features/submissions/submissions-page').then((m) => m.SubmissionsPage),
  ),
  submission: lazyPage(() =>
    import('@/features/submissions/submission/submission-page').then((m) => m.SubmissionPage),
  ),
  summary: lazyPage(() => import('@/features/summary/summary-page').then((m) => m.SummaryPage)),
  webhooks: lazyPage(() => import('@/features/webhooks/webhooks-page').then((m) => m.WebhooksPage)),
  people: lazyPage(() => import('@/features/people/people-page').then((m) => m.PeoplePage)),
  activity: lazyPage(() => import('@/features/activity/activity-page').then((m) => m.ActivityPage)),
  account: lazyPage(() => import('@/features/account/account-page').then((m) => m.AccountPage)),
};

/** The pages behind the key, where they are: the signed-in shell downloads them once idle. */
export const signedInPages = [
  { path: '/forms', Page: pages.forms },
  { path: '/forms/:formId/submissions', Page: pages.submissions },
  { path: '/forms/:formId/submissions/:submissionId', Page: pages.submission },
  { path: '/forms/:formId/summary', Page: pages.summary },
  { path: '/webhooks', Page: pages.webhooks },
  { path: '/people', Page: pages.people },
  { path: '/activity', Page: pages.activity },
  { path: '/account', Page: pages.account },
];
