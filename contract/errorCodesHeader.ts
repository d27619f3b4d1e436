import type { ErrorReason, FieldErrorCodes, ParamValue } from './errors';

/**
 * The Error-Codes header of a field-error answer (docs/API.md, "Errors"): an RFC 8941 dictionary
 * of inner lists, one item per message in the body's order, a message without a code as `unknown`:
 * `Error-Codes: password1=(password_too_short;min=8 password_too_common), email=(email_taken)`.
 * The server writes it; the SPA reads it only once it shows the errors (a lazily loaded chunk).
 */
const UNKNOWN = 'unknown';

const KEY = /^[a-z*][a-z0-9_\-.*]*$/;

function item({ code, params }: ErrorReason): string {
  const parameters = Object.entries(params).map(([name, value]) => {
    if (typeof value === 'number') return `;${name}=${String(value)}`;
    // sf-string: printable ASCII only; a value beyond it is left out rather than mangled.
    return /^[\x20-\x7e]*$/.test(value) ? `;${name}="${value.replace(/[\\"]/g, '\\$&')}"` : '';
  });
  return `${code}${parameters.join('')}`;
}

/** The header value of a field-error answer's codes; a field whose name is not a header key is left out. */
export function formatFieldErrorCodes(codes: FieldErrorCodes): string {
  return Object.entries(codes)
    .filter(([field]) => KEY.test(field))
    .map(([field, reasons]) => `${field}=(${reasons.map((reason) => (reason ? item(reason) : UNKNOWN)).join(' ')})`)
    .join(', ');
}

/** Reads an Error-Codes header as formatFieldErrorCodes writes it; a member it cannot read is left out (its messages have no code). */
export function parseFieldErrorCodes(header: string | null | undefined): FieldErrorCodes {
  const codes: FieldErrorCodes = {};
  const text = header ?? '';
  let at = 0;
  const take = (pattern: RegExp): string | null => {
    pattern.lastIndex = at;
    const match = pattern.exec(text);
    if (!match) return null;
    at = pattern.lastIndex;
    return match[0];
  };
  const KEY_AT = /[a-z*][a-z0-9_\-.*]*/y;
  const TOKEN_AT = /[a-z][a-z0-9_]*/y;
  const NUMBER_AT = /-?\d+(?:\.\d+)?/y;
  const STRING_AT = /"(?:[^"\\]|\\[\\"])*"/y;
  const SPACES = / */y;
  const SEPARATOR = / *, */y;
  while (at < text.length) {
    const field = take(KEY_AT);
    if (field === null || take(/=\(/y) === null) break;
    const reasons: Array<ErrorReason | null> = [];
    while (take(/\)/y) === null) {
      take(SPACES);
      const code = take(TOKEN_AT);
      if (code === null) return codes;
      const params: Record<string, ParamValue> = {};
      while (take(/;/y) !== null) {
        const name = take(TOKEN_AT);
        if (name === null || take(/=/y) === null) return codes;
        const number = take(NUMBER_AT);
        const string = number === null ? take(STRING_AT) : null;
        if (number === null && string === null) return codes;
        params[name] = number !== null ? Number(number) : (string ?? '').slice(1, -1).replace(/\\([\\"])/g, '$1');
      }
      reasons.push(code === UNKNOWN ? null : { code, params });
      take(SPACES);
    }
    codes[field] = reasons;
    if (take(SEPARATOR) === null) break;
  }
  return codes;
}
