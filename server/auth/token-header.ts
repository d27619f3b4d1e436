import type { FastifyRequest } from 'fastify';

const TOKEN_SCHEME = /^Token\s+(\S+)\s*$/i;

/** The session key a non-browser client sends as `Authorization: Token <key>`. */
export function tokenFromHeader(request: FastifyRequest): string | undefined {
  return TOKEN_SCHEME.exec(request.headers.authorization ?? '')?.[1];
}
