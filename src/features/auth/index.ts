/** What other features may use of the session: the current user's cache entry (the profile updates its photo). */
export { authApi } from './authApi';
/** The header offers sign-in where a visitor is expected, and waits for the session check elsewhere. */
export { visitorExpectedAt } from './useSessionCheck';
