import type { ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from '../components/not-found-page';
import { RequireAuth } from '../features/auth/require-auth';
import { lazyPage } from './lazy-page';
import { pages } from './pages';
import { RouteBoundary } from './route-boundary';

const KeyEntryPage = lazyPage(pages.keyEntry);
// The signed-in shell is not part of the key-entry screen's download.
const AppLayout = lazyPage(pages.layout);
const FormsPage = lazyPage(pages.forms);
const SubmissionsPage = lazyPage(pages.submissions);
const SubmissionPage = lazyPage(pages.submission);
const WebhooksPage = lazyPage(pages.webhooks);
const AccountPage = lazyPage(pages.account);

const page = (Page: ComponentType) => (
  <RouteBoundary>
    <Page />
  </RouteBoundary>
);

/**
 * Declared as components (React Router's declarative mode): the data router's loaders and
 * actions are not used here, and leaving them out keeps about 16 KB gzip off every screen.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={page(KeyEntryPage)} />
      <Route element={page(RequireAuth)}>
        <Route element={<AppLayout />}>
          <Route index element={<Navigate to="/forms" replace />} />
          <Route path="forms" element={page(FormsPage)} />
          <Route path="forms/:formId/submissions" element={page(SubmissionsPage)} />
          <Route path="forms/:formId/submissions/:submissionId" element={page(SubmissionPage)} />
          <Route path="webhooks" element={page(WebhooksPage)} />
          <Route path="account" element={page(AccountPage)} />
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
