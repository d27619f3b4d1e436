import { apiError } from '../http/error-codes';

/** The 401 bodies every protected route answers with (docs/PRODUCT.md §8.1). */
export const CREDENTIALS_MISSING = apiError('not_authenticated');
export const TOKEN_INVALID = apiError('token_invalid');
