import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonPayload } from './movie-source';
import { compressedBody, payloadBytes, preferredEncoding } from './compressed-payload';

/**
 * A shared cache may keep a `public` answer to a request with an Authorization header and give it
 * to anyone asking that URL (RFC 9111 §3.5): such answers are `private`. Here, not in an onSend
 * hook, which would put every answer through one more phase of hooks (docs/PERFORMANCE.md, issue 64, session 49).
 */
const forRequest = (request: FastifyRequest, cacheControl: string) =>
  request.headers.authorization !== undefined && cacheControl.startsWith('public') ? `private${cacheControl.slice('public'.length)}` : cacheControl;

/** Sends cached JSON bytes as they are (encoded and compressed once per ETag), answering 304 when the client already holds them. */
export function sendPayload(request: FastifyRequest, reply: FastifyReply, payload: JsonPayload, cacheControl: string) {
  reply.header('cache-control', forRequest(request, cacheControl)).header('etag', payload.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding && compressedBody(payload, encoding);
  if (!encoding || !body) return reply.send(payloadBytes(payload));
  return reply.header('content-encoding', encoding).send(body);
}
