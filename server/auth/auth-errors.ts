/** The 401 bodies every protected route answers with (docs/PRODUCT.md §8.1). */
export const CREDENTIALS_MISSING = { detail: 'Authentication credentials were not provided.' } as const;
export const TOKEN_INVALID = { detail: 'Token is invalid or expired' } as const;
