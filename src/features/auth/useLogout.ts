import { useNavigate } from 'react-router';
import { productApi } from '../../api/productApi';
import { useAppDispatch } from '../../app/hooks';
import { paths } from '../../config/paths';
import { useLogoutMutation } from './authApi';
import { sessionCleared } from './sessionSlice';

/** Signs out here whatever the server says, forgets every cached product answer, and goes to /login. */
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
    dispatch(sessionCleared());
    dispatch(productApi.util.resetApiState());
    await navigate(paths.login);
  };
}
