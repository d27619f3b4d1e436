type RegisterFallbackKey = 'messages.registerUnknownError' | 'messages.registerGenericError';

/**
 * docs/PRODUCT.md §4.1: turns a failed registration's response data into the messages to show.
 * Nothing → unknown error; a string as is; an array one per item; an object one per field
 * value as 'field: message'; anything else → generic error.
 */
export function registerErrorMessages(data: unknown, translate: (key: RegisterFallbackKey) => string): string[] {
  if (data === undefined || data === null || data === '') return [translate('messages.registerUnknownError')];
  if (typeof data === 'string') return [data];
  if (Array.isArray(data)) return data.map(String);
  if (typeof data === 'object') {
    return Object.entries(data).flatMap(([field, value]) =>
      (Array.isArray(value) ? value : [value]).map((message) => `${field}: ${String(message)}`),
    );
  }
  return [translate('messages.registerGenericError')];
}
