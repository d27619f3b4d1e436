import { errorText } from '../../api/errorBody';
import { useServerErrorTexts } from '../../api/serverErrors/useServerErrorTexts';

/** What the movie database's failures say: the proxy's {"error"} or TMDB's {"status_message"}. */
const SENT = ['error', 'status_message'] as const;

/**
 * docs/PRODUCT.md §4.2: the movie database's error text when it sent one, otherwise the given
 * default. The text is in the reader's language once the API's texts are here (they download
 * when one of `errors` is set; the server's text shows meanwhile).
 */
export function useErrorMessage(...errors: unknown[]): (error: unknown, fallback: string) => string {
  const texts = useServerErrorTexts(errors.some(Boolean));
  return (error, fallback) => {
    const reason = texts?.refusal(error, SENT);
    return (reason && texts?.say(reason)) ?? errorText(error, SENT) ?? fallback;
  };
}
