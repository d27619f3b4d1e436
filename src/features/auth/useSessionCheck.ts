import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { guestPaths } from '../../config/paths';
import { fetchCurrentUser } from './authApi';
import { hasSignedInHint } from './signedInHint';

/**
 * docs/PRODUCT.md §6.4: ask for the current user while none is held; on /login and /register only
 * when the signed-in hint says there may be a session, so a visitor there sends no request that
 * must fail. A check already running is not repeated (the api skips an identical pending request).
 */
export function checkSession(store: AppStore, pathname: string): void {
  if (store.getState().session.user) return;
  if (guestPaths.includes(pathname) && !hasSignedInHint()) return;
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
