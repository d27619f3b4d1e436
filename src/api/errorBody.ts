/** The body a failed API call answered with (RTK Query's `error.data`), or undefined when there was none. */
export function errorBody(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'data' in error ? error.data : undefined;
}

/**
 * The first message of a failed call's body under the first of `keys` that holds one: a
 * non-empty string ({"detail": "..."}) or the first string of a list ({"photo": ["..."]}).
 * Each caller names the keys its endpoint answers with, in the order of preference of docs/PRODUCT.md §4.
 */
export function errorText(error: unknown, keys: readonly string[]): string | null {
  const body = errorBody(error);
  if (typeof body !== 'object' || body === null) return null;
  for (const key of keys) {
    const value: unknown = (body as Record<string, unknown>)[key];
    const text: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof text === 'string' && text) return text;
  }
  return null;
}
