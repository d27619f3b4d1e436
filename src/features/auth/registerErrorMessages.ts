import { errorBody } from '../../api/errorBody';
import type { ServerErrorTexts } from '../../api/serverErrors/loadServerErrorTexts';

type RegisterFallbackKey = 'messages.registerUnknownError' | 'messages.registerGenericError';

/** How the answer's reasons read in the reader's language: the register form's labels and the API's texts (src/api/serverErrors). */
export interface RegistrationErrorWords {
  /** The form's label of a field the answer names; undefined for one the form does not have. */
  label(field: string): string | undefined;
  texts: ServerErrorTexts;
}

/** Django's key for errors that belong to no one field: their messages stand alone. */
const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * docs/PRODUCT.md §4.1: turns a failed registration's answer into the messages to show.
 * Nothing → unknown error; a string as is; an array one per item; a refusal with one reason
 * ({"detail"}) that reason alone; an object one per field value as 'field: message'; anything
 * else → generic error. With `words`, the field is named as the form labels it and every
 * reason the API names by code is in the reader's language (issue 61, §13).
 */
export function registerErrorMessages(error: unknown, translate: (key: RegisterFallbackKey) => string, words?: RegistrationErrorWords): string[] {
  const data = errorBody(error);
  if (data === undefined || data === null || data === '') return [translate('messages.registerUnknownError')];
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.map(String);
  if (typeof data !== 'object') return [translate('messages.registerGenericError')];
  if ('detail' in data && typeof data.detail === 'string') {
    const refusal = words?.texts.refusal(error);
    return [words && refusal ? words.texts.say(refusal) : data.detail];
  }
  if (!words) {
    return Object.entries(data).flatMap(([field, value]) => (Array.isArray(value) ? value : [value]).map((sent) => `${field}: ${String(sent)}`));
  }
  return words.texts.fields(error).map(({ field, reason }) => {
    const message = words.texts.say(reason);
    return field === NON_FIELD_ERRORS ? message : `${words.label(field) ?? field}: ${message}`;
  });
}
