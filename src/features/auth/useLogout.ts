import { useNavigate } from 'react-router';
import { sessionEnded } from '../../api/sessionEvents';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { useLogoutMutation } from './authApi';

/** Signs out here whatever the server says, forgets everything of the person, and goes to /login. */
export function useLogout(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  return async () => {
    try {
      await logout().unwrap();
    } catch {
      // The server may already have ended the session; signing out here must still happen.
    }
    dispatch(sessionEnded({ reason: 'logout' }));
    await navigate(paths.login);
  };
}
