import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RouteError } from '../components/route-error';
import { RequireAuth } from '../features/auth/require-auth';

export const routes: RouteObject[] = [
  {
    path: '/sign-in',
    ErrorBoundary: RouteError,
    lazy: async () => ({
      Component: (await import('../features/auth/key-entry-page')).KeyEntryPage,
    }),
  },
  {
    Component: RequireAuth,
    ErrorBoundary: RouteError,
    children: [
      {
        // The signed-in shell is not part of the key-entry screen's download.
        lazy: async () => ({ Component: (await import('./app-layout')).AppLayout }),
        children: [
          { index: true, element: <Navigate to="/forms" replace /> },
          {
            path: 'forms',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('../features/forms/forms-page')).FormsPage,
            }),
          },
          {
            path: 'forms/:formId/submissions',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('../features/submissions/submissions-page')).SubmissionsPage,
            }),
          },
          {
            path: 'forms/:formId/submissions/:submissionId',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('../features/submissions/submission-page')).SubmissionPage,
            }),
          },
          {
            path: 'webhooks',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('../features/webhooks/webhooks-page')).WebhooksPage,
            }),
          },
          {
            path: 'account',
            ErrorBoundary: RouteError,
            lazy: async () => ({
              Component: (await import('../features/account/account-page')).AccountPage,
            }),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
