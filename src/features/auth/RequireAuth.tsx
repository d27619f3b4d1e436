import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';

/** The protected group: visitors go to /login, a spinner while the session is being checked. */
export function RequireAuth() {
  const { isAuthenticated, loading } = useAppSelector((state) => state.session);
  if (isAuthenticated) return <Outlet />;
  if (loading) return <LoadingFallback />;
  return <Navigate to={paths.login} replace />;
}
