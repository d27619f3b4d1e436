import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES_HEADER, FieldErrorsSchema, type FieldErrors } from '../../contract/errors';
import { apiError, fieldErrorCodesHeader } from './error-codes';
import { DatabaseUnavailableError } from '../db/database-unavailable';

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * Sent as a ready JSON string: a route's response schema for the status (say 400 as field
 * errors) must not turn a {"detail"} refusal into a serialization failure and a 500.
 */
function sendJson(reply: FastifyReply, status: number, body: Record<string, unknown>): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** Every error leaves as JSON with a useful message and never with a stack trace or a path. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.split('/').filter(Boolean),
        message: v.message ?? 'Invalid value.',
      }));
      return sendJson(reply, 400, fieldErrors(issues));
    }
    if (error instanceof DatabaseUnavailableError) {
      request.log.warn({ err: error.cause }, 'database unavailable');
      return sendJson(reply.header('retry-after', '5'), 503, apiError('database_unavailable'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendJson(reply, status, apiError('server_error'));
    }
    if (status === 413) return sendJson(reply, 413, apiError('body_too_large'));
    if (status === 415) return sendJson(reply, 415, apiError('unsupported_media_type'));
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendJson(reply, 400, apiError('malformed_json'));
    }
    // Fastify's own refusals (a bad header, say): its text, which no code names.
    return sendJson(reply, status, { detail: error.message });
  });
}

/**
 * What the router refuses before any route or error handler runs (a path with invalid
 * percent-encoding, a parameter past maxParamLength): the same {"detail"} shape as every error.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const status = error.statusCode ?? 400;
  const body = apiError(error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'url_too_long' : status >= 500 ? 'server_error' : 'url_invalid');
  void sendJson(reply, status, body);
};

/**
 * An onSend hook: a field-error answer, whichever route or validation made it, names its
 * messages' codes in the Error-Codes header, as its body's every key is a field (contract/errors.ts).
 */
export async function nameFieldErrorCodes(_request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  const fields = FieldErrorsSchema.safeParse(body);
  const header = fields.success ? fieldErrorCodesHeader(fields.data) : null;
  if (header) reply.header(ERROR_CODES_HEADER, header);
  return payload;
}
