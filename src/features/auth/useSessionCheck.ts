import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { guestPaths } from '../../config/paths';
import { fetchCurrentUser } from './authApi';

/**
 * docs/PRODUCT.md §6.4: outside /login and /register, ask for the current user while none is held.
 * A check already running is not repeated (the api skips an identical pending request).
 */
export function checkSession(store: AppStore, pathname: string): void {
  if (guestPaths.includes(pathname) || store.getState().session.user) return;
  void store.dispatch(fetchCurrentUser());
}

/**
 * The check on each path change. Only a path change triggers it: a session that just ended is
 * not re-checked in place (the guards send the user to /login instead).
 */
export function useSessionCheck(): void {
  const store = useAppStore();
  const { pathname } = useLocation();
  useEffect(() => checkSession(store, pathname), [store, pathname]);
}
