import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { paths } from '../../config/paths';

/** The guest-only group (/login, /register): a signed-in user goes to the profile. */
export function GuestOnly() {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  return isAuthenticated ? <Navigate to={paths.profile} replace /> : <Outlet />;
}
