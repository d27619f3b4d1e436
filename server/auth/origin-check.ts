import type { FastifyReply, FastifyRequest } from 'fastify';
import { apiError } from '../http/error-codes';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An onRequest hook against cross-site request forgery: a browser sending an unsafe request
 * from a page of another origin says so in Origin. Clients that send no Origin (curl, apps)
 * carry no ambient cookies of a victim, so they pass.
 */
export function originCheck(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const origin = request.headers.origin;
    if (origin === undefined || !UNSAFE_METHODS.has(request.method)) return;
    if (allowed.has(origin) || origin === ownOrigin(request)) return;
    await reply.code(403).send(apiError('origin_not_allowed'));
  };
}

function ownOrigin(request: FastifyRequest): string | undefined {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return undefined;
  }
}
