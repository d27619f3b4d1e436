import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LoadFailure, useLoadStatusTranslation } from '../../components/LoadFailure';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';
import { fetchCurrentUser } from './authApi';

/**
 * The protected group: visitors go to /login; `checking` (a spinner by default) while the session
 * is being checked; when the check failed without a 401, its reason and a button to check again
 * (docs/PRODUCT.md §6.4): a server error must not send a signed-in reader to /login.
 */
export function RequireAuth({ checking = <LoadingFallback /> }: { checking?: ReactNode }) {
  const { isAuthenticated, loading, checkError } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  const { t } = useLoadStatusTranslation();
  if (isAuthenticated) return <Outlet />;
  if (loading) return checking;
  if (checkError !== null) return <LoadFailure text={checkError || t('notAuthenticated')} onRetry={() => void dispatch(fetchCurrentUser())} />;
  return <Navigate to={paths.login} replace />;
}
