import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { guestPaths } from '../../config/paths';
import { fetchCurrentUser } from './authApi';

/**
 * Spec point 4: outside /login and /register, ask for the current user on each path change
 * while none is held. Only a path change triggers it: a session that just ended is not
 * re-checked in place (the guards send the user to /login instead).
 */
export function useSessionCheck(): void {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const { pathname } = useLocation();
  useEffect(() => {
    if (guestPaths.includes(pathname) || store.getState().session.user) return;
    void dispatch(fetchCurrentUser());
  }, [dispatch, store, pathname]);
}
