import { type ReactNode, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';
import { LazySessionCheckFailed } from './LazySessionCheckFailed';


/**
 * The protected group: visitors go to /login; `checking` (a spinner by default) while the session
 * is being checked; when the check failed without a 401, its reason and a button to check again
 * (docs/PRODUCT.md §6.4): a server error must not send a signed-in reader to /login.
 */
export function RequireAuth({ checking = <LoadingFallback /> }: { checking?: ReactNode }) {
  const { isAuthenticated, loading, checkError } = useAppSelector((state) => state.session);
  if (isAuthenticated) return <Outlet />;
  if (loading) return checking;
  if (checkError !== null) {
    return (
      <Suspense fallback={checking}>
        <LazySessionCheckFailed />
      </Suspense>
    );
  }
  return <Navigate to={paths.login} replace />;
}
