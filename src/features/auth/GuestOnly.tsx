import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';
import { authApi } from './authApi';

const selectSessionCheck = authApi.endpoints.currentUser.select();

/**
 * The guest-only group (/login, /register): a signed-in user goes to the profile. While a session
 * check runs here (a fresh load with the signed-in hint), a spinner rather than a form that
 * would vanish as soon as the answer comes.
 */
export function GuestOnly() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const checking = useAppSelector((state) => selectSessionCheck(state).isLoading);
  if (isAuthenticated) return <Navigate to={paths.profile} replace />;
  return checking ? <LoadingFallback /> : <Outlet />;
}
