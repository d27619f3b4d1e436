/** Your data's routes, as registered under API_PREFIX (contract/apiPaths.ts): a module of their own, read by the profile's lazy data section only. */

/** Your data: an import (its job, then the rows it could not match) and the export. */
export const DATA_PORTABILITY_PATHS = {
  imports: '/me/imports/',
  importJob: '/me/imports/:jobId/',
  unmatched: '/me/imports/:jobId/unmatched.csv',
  export: '/me/export/',
} as const;
