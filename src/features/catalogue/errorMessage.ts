import { errorText } from '../../api/errorBody';

/** docs/PRODUCT.md §4.2: the movie database's error text when it sent one, otherwise the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorText(error, ['error', 'status_message']) ?? fallback;
}
