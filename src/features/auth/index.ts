/** What other features may use of the session: the current user's cache entry (the profile updates its photo). */
export { authApi } from './authApi';
/** The header offers sign-in where a visitor is expected, and waits for the session check elsewhere. */
export { visitorExpectedAt } from './useSessionCheck';
/** Whether a session may be held, before the session check answers: personal data is asked for only then. */
export { hasSignedInHint } from './signedInHint';
