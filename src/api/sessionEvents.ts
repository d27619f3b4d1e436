import { createAction } from '@reduxjs/toolkit';

/** Dispatched when a refresh fails: the session is over, whatever the slice thought. */
export const sessionExpired = createAction('session/expired');
