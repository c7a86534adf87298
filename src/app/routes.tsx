import { Navigate, type RouteObject } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { PageLoading } from '../components/page-loading';
import { RouteError } from '../components/route-error';
import { RequireAuth } from '../features/auth/require-auth';
import { lazyPage } from './lazy-page';
import { pages } from './pages';

export const routes: RouteObject[] = [
  {
    path: '/sign-in',
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    lazy: lazyPage(pages.keyEntry),
  },
  {
    Component: RequireAuth,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        // The signed-in shell is not part of the key-entry screen's download.
        lazy: lazyPage(pages.layout),
        children: [
          { index: true, element: <Navigate to="/forms" replace /> },
          {
            path: 'forms',
            ErrorBoundary: RouteError,
            lazy: lazyPage(pages.forms),
          },
          {
            path: 'forms/:formId/submissions',
            ErrorBoundary: RouteError,
            lazy: lazyPage(pages.submissions),
          },
          {
            path: 'forms/:formId/submissions/:submissionId',
            ErrorBoundary: RouteError,
            lazy: lazyPage(pages.submission),
          },
          {
            path: 'webhooks',
            ErrorBoundary: RouteError,
            lazy: lazyPage(pages.webhooks),
          },
          {
            path: 'account',
            ErrorBoundary: RouteError,
            lazy: lazyPage(pages.account),
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
