import { HttpResponse } from 'msw';
import { formatFieldErrorCodes } from '../../../contract/errorCodesHeader';
import { ERROR_CODES_HEADER, type ErrorReason, type FieldErrors, type ParamValue } from '../../../contract/errors';
import type { Refusal } from '../../../contract/refusal';
import SERVER_TEXTS from './serverTexts.json';

/**
 * The API's refusals as the server sends them (docs/API.md, "Errors"): a {"detail"} with its code
 * and values, and field errors with their codes in Error-Codes. The English texts of the codes these
 * tests send are in serverTexts.json, which server/http/error-codes.test.ts holds to the server's.
 */
export type ServerCode = keyof typeof SERVER_TEXTS;
type Params = Record<string, ParamValue>;

/** The English text of a code, its values filled in, as the server writes it. */
export function serverText(code: ServerCode, params: Params = {}): string {
  return SERVER_TEXTS[code].replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

export function refusal(status: number, code: ServerCode, params?: Params) {
  return HttpResponse.json<Refusal>({ detail: serverText(code, params), code, ...(params ? { params } : {}) }, { status });
}

/** A field error's message: a code the server names (with its values), or a text without one. */
export type FieldMessage = string | [ServerCode, Params?];

export function fieldErrors(fields: Record<string, FieldMessage[]>, status = 400) {
  const reasonOf = (message: FieldMessage): ErrorReason | null => (typeof message === 'string' ? null : { code: message[0], params: message[1] ?? {} });
  const body: FieldErrors = {};
  for (const [field, messages] of Object.entries(fields)) body[field] = messages.map((message) => (typeof message === 'string' ? message : serverText(...message)));
  const reasons = Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages.map(reasonOf)]));
  const named = Object.values(reasons).some((list) => list.some(Boolean));
  return HttpResponse.json<FieldErrors>(body, { status, headers: named ? { [ERROR_CODES_HEADER]: formatFieldErrorCodes(reasons) } : {} });
}
