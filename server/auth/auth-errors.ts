/** The 401 bodies every protected route answers with (DESIGN.md section 3). */
export const CREDENTIALS_MISSING = { detail: 'Authentication credentials were not provided.' } as const;
export const TOKEN_INVALID = { detail: 'Token is invalid or expired' } as const;
