import { errorText } from '../../api/errorBody';

/** Spec point 8: the movie database's error text when it sent one, otherwise the given default. */
export function errorMessage(error: unknown, fallback: string): string {
  return errorText(error, ['error', 'status_message']) ?? fallback;
}
