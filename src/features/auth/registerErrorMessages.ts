type RegisterFallbackKey = 'messages.registerUnknownError' | 'messages.registerGenericError';

/** How a field error reads in the reader's language (registrationErrorTexts.ts). */
export interface FieldErrorTexts {
  /** The form's label of a field the answer names; undefined for one the form does not have. */
  field(name: string): string | undefined;
  /** The reader's words for a message the server is known to send, else the message as sent. */
  message(text: string): string;
}

/** Django's key for errors that belong to no one field: their messages stand alone. */
const NON_FIELD_ERRORS = 'non_field_errors';

/**
 * docs/PRODUCT.md §4.1: turns a failed registration's response data into the messages to show.
 * Nothing → unknown error; a string as is; an array one per item; an object one per field
 * value as 'field: message'; anything else → generic error. With `texts`, the field is named
 * as the form labels it and a known message is in the reader's language (issue 42, §13).
 */
export function registerErrorMessages(data: unknown, translate: (key: RegisterFallbackKey) => string, texts?: FieldErrorTexts): string[] {
  if (data === undefined || data === null || data === '') return [translate('messages.registerUnknownError')];
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.map(String);
  if (typeof data === 'object') {
    return Object.entries(data).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).map((sent) => {
        if (!texts) return `${field}: ${String(sent)}`;
        const message = texts.message(String(sent));
        return field === NON_FIELD_ERRORS ? message : `${texts.field(field) ?? field}: ${message}`;
      }),
    );
  }
  return [translate('messages.registerGenericError')];
}
