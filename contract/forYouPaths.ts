/** "For you" under API_PREFIX (contract/apiPaths.ts): films picked from your three lists. */
export const FOR_YOU_PATH = '/me/for-you/';
