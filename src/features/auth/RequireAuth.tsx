import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';

/** The protected group: visitors go to /login; `checking` (a spinner by default) while the session is being checked. */
export function RequireAuth({ checking = <LoadingFallback /> }: { checking?: ReactNode }) {
  const { isAuthenticated, loading } = useAppSelector((state) => state.session);
  if (isAuthenticated) return <Outlet />;
  if (loading) return checking;
  return <Navigate to={paths.login} replace />;
}
