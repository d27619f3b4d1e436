import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router';
import { useAppStore } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { guestPaths, openPathPatterns } from '../../config/paths';
import { fetchCurrentUser } from './authApi';
import { visitorExpected } from './sessionSlice';
import { hasSignedInHint } from './signedInHint';

/** The path each store last checked the session for: the boot's check and the first render's are one. */
const checkedPaths = new WeakMap<AppStore, string>();

/**
 * docs/PRODUCT.md §6.4: ask for the current user while none is held, once per path; on /login,
 * /register and the pages open to anyone (a shared list) only when the signed-in hint says there
 * may be a session, so a visitor there sends no request that must fail. Nor on the way from there
 * to a signed-in page (the brand link, a typed path): without the hint, a reader this page already
 * knows as signed out (a visitor's page, a check answered 401, a logout) goes to /login (RequireAuth).
 */
export function checkSession(store: AppStore, pathname: string): void {
  const { session } = store.getState();
  if (session.user || checkedPaths.get(store) === pathname) return;
  checkedPaths.set(store, pathname);
  if (visitorExpectedAt(pathname)) {
    store.dispatch(visitorExpected());
    return;
  }
  const knownSignedOut = !session.loading && !session.isAuthenticated && session.checkError === null;
  if (knownSignedOut && !hasSignedInHint()) return;
  void store.dispatch(fetchCurrentUser());
}

/**
 * Whether a visitor is expected at `pathname` (an account form or an open page, and no
 * signed-in hint): there no session check runs, and the header offers sign-in at once.
 * Elsewhere the header waits for the check rather than offer links that would move away.
 */
export function visitorExpectedAt(pathname: string): boolean {
  const visitorPage = guestPaths.includes(pathname) || openPathPatterns.some((pattern) => matchPath(pattern, pathname));
  return visitorPage && !hasSignedInHint();
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
