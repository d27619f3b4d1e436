import { SIGNED_IN_HINT_COOKIE } from '../../../contract/auth';

/**
 * The server's non-secret cookie saying a session may be held (contract/auth.ts). It only
 * decides whether /login and /register ask: the session check's answer is what counts.
 */
export function hasSignedInHint(): boolean {
  // Prerendering at build time: a first visit's HTML, with no cookie.
  if (typeof document === 'undefined') return false;
  const prefix = `${SIGNED_IN_HINT_COOKIE}=`;
  return document.cookie.split(';').some((pair) => pair.trim().startsWith(prefix) && pair.trim().length > prefix.length);
}

/**
 * Forgets the hint once the session is known to be over, so the next fresh /login shows the
 * form without asking: the server clears it too, but not when it saw no session to end.
 */
export function clearSignedInHint(): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax${secure}`;
}
