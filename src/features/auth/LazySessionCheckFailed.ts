import { lazy } from 'react';

/** Why the session check failed, with a retry: rare, so its texts and alert download when a check fails, not with every first visit. */
export const LazySessionCheckFailed = lazy(() => import(/* webpackChunkName: "session-check-failed" */ './SessionCheckFailed'));
