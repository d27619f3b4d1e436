import type { FastifyReply, FastifyRequest } from 'fastify';
import type { JsonPayload } from './movie-source';
import { compressedBody, payloadBytes, preferredEncoding } from './compressed-payload';

/** Sends cached JSON bytes as they are (encoded and compressed once per ETag), answering 304 when the client already holds them. */
export function sendPayload(request: FastifyRequest, reply: FastifyReply, payload: JsonPayload, cacheControl: string) {
  reply.header('cache-control', cacheControl).header('etag', payload.etag).header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === payload.etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  const body = encoding && compressedBody(payload, encoding);
  if (!encoding || !body) return reply.send(payloadBytes(payload));
  return reply.header('content-encoding', encoding).send(body);
}
