import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import { RouteError } from '@/components/route-error';

/**
 * Around each page: if it fails to display, an error in its place that the next navigation
 * clears; the rest of the app stays usable.
 */
export function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
