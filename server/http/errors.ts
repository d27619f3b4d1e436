import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { FieldErrors } from '../../contract/errors';
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
      return sendJson(reply.header('retry-after', '5'), 503, { detail: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return sendJson(reply, status, { detail: 'Internal server error.' });
    }
    if (status === 413) return sendJson(reply, 413, { detail: 'Request body is too large.' });
    if (status === 415) return sendJson(reply, 415, { detail: 'Unsupported media type.' });
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendJson(reply, 400, { detail: 'Malformed JSON body.' });
    }
    return sendJson(reply, status, { detail: error.message });
  });
}

/**
 * What the router refuses before any route or error handler runs (a path with invalid
 * percent-encoding, a parameter past maxParamLength): the same {"detail"} shape as every error.
 */
export const frameworkErrors: FastifyServerOptions['frameworkErrors'] = (error, _request, reply) => {
  const status = error.statusCode ?? 400;
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'The URL is too long.' : status >= 500 ? 'Internal server error.' : 'The URL is not valid.';
  void sendJson(reply, status, { detail });
};
