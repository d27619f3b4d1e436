import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { LoadingFallback } from '../../components/LoadingFallback';
import { paths } from '../../config/paths';
import { authApi } from './authApi';
import { LazySessionCheckFailed } from './LazySessionCheckFailed';

const selectSessionCheck = authApi.endpoints.currentUser.select();


/**
 * The guest-only group (/login, /register): a signed-in user goes to the profile. While a session
 * check runs here (a fresh load with the signed-in hint), a spinner rather than a form that
 * would vanish as soon as the answer comes. A check that failed without a 401 says why above
 * the form, with a button to check again (docs/PRODUCT.md §6.4): the session may well be live.
 */
export function GuestOnly() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const checkError = useAppSelector((state) => state.session.checkError);
  const checking = useAppSelector((state) => selectSessionCheck(state).isLoading);
  if (isAuthenticated) return <Navigate to={paths.profile} replace />;
  if (checking) return <LoadingFallback />;
  return (
    <>
      {checkError !== null && (
        <Suspense>
          <LazySessionCheckFailed />
        </Suspense>
      )}
      <Outlet />
    </>
  );
}
