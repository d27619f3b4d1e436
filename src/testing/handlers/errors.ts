import { HttpResponse } from 'msw';
import { apiError, type ApiErrorCode, type CodedDetail, ERROR_CODES_HEADER, fieldErrorCodesHeader, type FieldErrors, type ParamsArgument } from '../../../contract/errors';

/**
 * The API's refusals as the server sends them (contract/errors.ts): a {"detail"} with its code
 * and values, and field errors with their codes in Error-Codes.
 */
export function refusal<Code extends ApiErrorCode>(status: number, code: Code, ...params: ParamsArgument<Code>) {
  return HttpResponse.json<CodedDetail>(apiError(code, ...params), { status });
}

export function fieldErrors(body: FieldErrors, status = 400) {
  const codes = fieldErrorCodesHeader(body);
  return HttpResponse.json<FieldErrors>(body, { status, headers: codes ? { [ERROR_CODES_HEADER]: codes } : {} });
}
