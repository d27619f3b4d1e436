import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { apiError } from '../http/error-codes';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * An onRequest hook against cross-site request forgery: a browser sending an unsafe request
 * from a page of another origin says so in Origin. Clients that send no Origin (curl, apps)
 * carry no ambient cookies of a victim, so they pass. This server's own origin is PUBLIC_URL's
 * when that is set, never one read from Host (or X-Forwarded-Host behind TRUST_PROXY): the
 * client writes those, and a proxy may pass on whatever host it was asked for. Unset, the
 * request's host is all there is to go by (a node reached directly, by any of its names).
 */
export function originCheck({ CORS_ORIGINS, PUBLIC_URL, PUBLIC_URL_SET }: Pick<Config, 'CORS_ORIGINS' | 'PUBLIC_URL' | 'PUBLIC_URL_SET'>) {
  const allowed = new Set(CORS_ORIGINS);
  if (PUBLIC_URL_SET) allowed.add(PUBLIC_URL);
  return async function checkOrigin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const origin = request.headers.origin;
    if (origin === undefined || !UNSAFE_METHODS.has(request.method)) return;
    if (allowed.has(origin) || (!PUBLIC_URL_SET && origin === ownOrigin(request))) return;
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
