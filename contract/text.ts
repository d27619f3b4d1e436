import * as z from 'zod/mini';

/**
 * The rule every text field of a request body shares (docs/PRODUCT.md §8.1). PostgreSQL's text
 * cannot hold a NUL (U+0000), and no person types one, so it is refused as a field error rather
 * than silently stripped; the wording is Django REST framework's, like the other messages.
 */
export const NUL_CHARACTER_MESSAGE = 'Null characters are not allowed.';

export const withoutNulCharacters = () => z.refine<string>((text) => !text.includes('\u0000'), NUL_CHARACTER_MESSAGE);
