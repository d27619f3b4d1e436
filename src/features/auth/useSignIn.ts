import { useCallback } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { LoginRequest } from '../../../contract/auth';
import { fetchCurrentUser, useLoginMutation } from './authApi';
import { credentialsReceived } from './sessionSlice';

/** Logs in, keeps key and api_key in the session (memory only) and loads the user. Throws on failure. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useCallback(
    async (credentials: LoginRequest) => {
      const tokens = await login(credentials).unwrap();
      dispatch(credentialsReceived(tokens));
      void dispatch(fetchCurrentUser());
    },
    [dispatch, login],
  );
  return { signIn, isSigningIn: isLoading };
}
