import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCredentialsState } from '@/api/credentials-store';

/** Routes behind it need a key; without one the user is asked for it and brought back. */
export function RequireAuth() {
  const { credentials } = useCredentialsState();
  const location = useLocation();
  if (!credentials) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
