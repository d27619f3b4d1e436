/** What other features may use of the session: the current user's cache entry (the profile updates its photo). */
export { authApi } from './authApi';
