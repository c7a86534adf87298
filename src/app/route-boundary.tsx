import { type ReactNode, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { RouteError } from '../components/route-error';

/**
 * Around each page: a loader while its code downloads, and if it fails to display, an error in
 * its place that the next navigation clears; the rest of the app stays usable.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
