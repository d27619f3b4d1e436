/**
 * What Redux DevTools may not show: the session `key` (a bearer token for the whole session),
 * the user's `api_key` for /3, and passwords (the login and registration requests' arguments).
 * Matched by field name wherever they sit: the session slice, the apis' cached answers and
 * request arguments, and the actions that carry them.
 */
const CREDENTIAL_FIELDS = new Set(['key', 'api_key', 'password', 'password1', 'password2']);

export const REDACTED = '[redacted]';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * A copy of `value` with every non-empty credential replaced by REDACTED; the parts that hold
 * none are the original objects, so DevTools' per-action call copies only what it must.
 * For RTK's devTools stateSanitizer and actionSanitizer: the store itself keeps the values.
 */
export function redactCredentials<T>(value: T): T {
  if (Array.isArray(value)) {
    const items: unknown[] = value.map((item: unknown) => redactCredentials(item));
    return (items.some((item, index) => item !== value[index]) ? items : value) as T;
  }
  if (!isPlainObject(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const [name, field] of Object.entries(value)) {
    const redacted = CREDENTIAL_FIELDS.has(name) ? (typeof field === 'string' && field !== '' ? REDACTED : field) : redactCredentials(field);
    if (redacted !== field) {
      copy ??= { ...value };
      copy[name] = redacted;
    }
  }
  return (copy ?? value) as T;
}
