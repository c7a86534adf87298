import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCredentialsState } from '@/api/credentials-store';
import { CheckingOtherTabs } from './checking-other-tabs';

/** Routes behind it need a key; without one the user is asked for it and brought back. */
export function RequireAuth() {
  const { credentials, checkingOtherTabs } = useCredentialsState();
  const location = useLocation();
  if (checkingOtherTabs) return <CheckingOtherTabs />;
  if (!credentials) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in?next=${encodeURIComponent(next)}`} replace />;
  }
  return <Outlet />;
}
