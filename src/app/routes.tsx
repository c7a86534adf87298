import { type ComponentType, useEffect } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { NotFoundPage } from '@/components/not-found-page';
import { RequireAuth } from '@/features/auth/require-auth';
import { lazyPage } from './lazy-page';
import { pages, signedInPages } from './pages';
import { RouteBoundary } from './route-boundary';

// Here rather than in `pages`: the shell itself imports `signedInPages`, which would be a cycle.
const Layout = lazyPage(() => import('./app-layout').then((m) => m.AppLayout));
// One element for every render of the shell: a new search or sort in the URL then redraws the
// page under the shell's Outlet, not the header and navigation around it.
const LAYOUT = <Layout />;

const page = (Page: ComponentType) => (
  <RouteBoundary>
    <Page />
  </RouteBoundary>
);

/** The signed-in shell, whose code is not part of the key-entry screen's download. */
function Shell() {
  const { pathname } = useLocation();
  useEffect(() => {
    // The first page is fetched alongside the shell rather than after the shell has rendered.
    const first = signedInPages.find(({ path }) => matchPath(path, pathname));
    first?.Page.preload().catch(() => undefined);
    // Only where the app was entered; later pages are preloaded by the shell itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return LAYOUT;
}

/**
 * Declared as components (React Router's declarative mode): the data router's loaders and
 * actions are not used here, and leaving them out keeps every screen smaller
 * (docs/performance.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/sign-in" element={page(pages.keyEntry)} />
      <Route element={page(RequireAuth)}>
        <Route element={<Shell />}>
          <Route index element={<Navigate to="/forms" replace />} />
          {signedInPages.map(({ path, Page }) => (
            <Route key={path} path={path} element={page(Page)} />
          ))}
          <Route path="*" element={<NotFoundPage />} />
        </Route>
      </Route>
    </Routes>
  );
}
