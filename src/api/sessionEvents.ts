import { createAction } from '@reduxjs/toolkit';

/**
 * The session is over: the person logged out, or a refresh failed whatever the slice thought.
 * Everything that belongs to the person resets on it (the slices here, the apis' caches in the
 * store), so the next person at the same browser finds nothing of theirs.
 */
export const sessionEnded = createAction<{ reason: 'logout' | 'expired' }>('session/ended');
