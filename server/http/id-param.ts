import type { FastifyReply } from 'fastify';

/** Ids are stored as PostgreSQL integers: anything larger names nothing that can exist. */
const MAX_ID = 2_147_483_647;

type IdParam = { kind: 'invalid' } | { kind: 'unknown' } | { kind: 'id'; id: number };

/** A path segment read as a positive integer id: malformed, beyond any stored id, or an id. */
export function readIdParam(raw: string): IdParam {
  if (!/^\d+$/.test(raw) || /^0+$/.test(raw)) return { kind: 'invalid' };
  const id = Number(raw);
  return id > MAX_ID ? { kind: 'unknown' } : { kind: 'id', id };
}

type Refusal = { detail: string };

/**
 * A path id for /api/me's routes: the id, or the refusal already sent (400 when it is
 * not a positive integer, 404 when no stored row can have it). Null means answered.
 */
export function idOrRefuse(reply: FastifyReply, raw: string, invalid: Refusal, notFound: Refusal): number | null {
  const param = readIdParam(raw);
  if (param.kind === 'id') return param.id;
  void reply.code(param.kind === 'invalid' ? 400 : 404).send(param.kind === 'invalid' ? invalid : notFound);
  return null;
}
