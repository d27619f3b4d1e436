import type { FastifyReply } from 'fastify';
import { readIdParam } from '../routes/api/me/id-param';

type Refusal = { detail: string };

/**
 * A path id for the film log's routes: the id, or the refusal already sent (400 when it is
 * not a positive integer, 404 when no stored row can have it). Null means answered.
 */
export function idOrRefuse(reply: FastifyReply, raw: string, invalid: Refusal, notFound: Refusal): number | null {
  const param = readIdParam(raw);
  if (param.kind === 'id') return param.id;
  void reply.code(param.kind === 'invalid' ? 400 : 404).send(param.kind === 'invalid' ? invalid : notFound);
  return null;
}
