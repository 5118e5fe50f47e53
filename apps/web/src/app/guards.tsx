import { Navigate, Outlet, useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { isLoggingOut, useAuth } from '@/lib/auth-context';

/** Signed-in routes: spinner while the session loads, otherwise /login remembering the origin. */
export function RequireAuth() {
  const { isAuthenticated, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Loading label="Checking your session" />;
  if (!isAuthenticated && isLoggingOut()) return <Navigate to="/" replace />;
  if (!isAuthenticated) {
    const { pathname, search, hash, state } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash, state } }} />;
  }
  return <Outlet />;
}

/** Admin routes: like RequireAuth, and a signed-in non-admin goes to /. */
export function RequireAdmin() {
  const { isAuthenticated, isAdmin, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <Loading label="Checking your session" />;
  if (!isAuthenticated && isLoggingOut()) return <Navigate to="/" replace />;
  if (!isAuthenticated) {
    const { pathname, search, hash } = location;
    return <Navigate to="/login" replace state={{ from: { pathname, search, hash } }} />;
  }
  if (!isAdmin) return <Navigate to="/" replace />;
  return <Outlet />;
}
