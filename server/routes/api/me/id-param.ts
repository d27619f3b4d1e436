/** Ids are stored as PostgreSQL integers: anything larger names nothing that can exist. */
const MAX_ID = 2_147_483_647;

type IdParam = { kind: 'invalid' } | { kind: 'unknown' } | { kind: 'id'; id: number };

/** A path segment read as a positive integer id: malformed, beyond any stored id, or an id. */
export function readIdParam(raw: string): IdParam {
  if (!/^\d+$/.test(raw) || /^0+$/.test(raw)) return { kind: 'invalid' };
  const id = Number(raw);
  return id > MAX_ID ? { kind: 'unknown' } : { kind: 'id', id };
}
