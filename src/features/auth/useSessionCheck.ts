import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { guestPaths, openPathPatterns } from '../../config/paths';
import { fetchCurrentUser } from './authApi';
import { hasSignedInHint } from './signedInHint';

/**
 * docs/PRODUCT.md §6.4: ask for the current user while none is held; on /login, /register and the
 * pages open to anyone (a shared list) only when the signed-in hint says there may be a session,
 * so a visitor there sends no request that must fail. A check already running is not repeated (the api skips an identical pending request).
 */
export function checkSession(store: AppStore, pathname: string): void {
  if (store.getState().session.user) return;
  const visitorExpected = guestPaths.includes(pathname) || openPathPatterns.some((pattern) => matchPath(pattern, pathname));
  if (visitorExpected && !hasSignedInHint()) return;
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
