import { lazy } from 'react';

/** Account Settings' sign-in providers: which are linked, linking and removing one. */
export const AccountSignIns = lazy(() => import(/* webpackChunkName: "account-sign-ins" */ './AccountSignIns'));
