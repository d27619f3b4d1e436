/** A reason the server gave: its text, and its code with the values the text holds when it named one. */
export interface ServerReason {
  text: string;
  code?: string;
  params?: Record<string, string | number>;
  /** TMDB's status_code, the code of /3's failures. */
  tmdbStatus?: number;
}

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function paramsOf(value: unknown): Record<string, string | number> | undefined {
  if (!isRecord(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number'));
}

/**
 * The reason of a refusal body under `key` ({"detail"}, or the movie proxy's {"error"}) with the
 * code and values beside it (docs/API.md, "Errors"); null without a text. Read by hand, not with
 * a zod schema: a schema's parts would join the first-visit scripts (scripts/bundle-budgets.mjs).
 */
export function refusalReason(body: unknown, key: 'detail' | 'error' = 'detail'): ServerReason | null {
  const text = isRecord(body) ? body[key] : undefined;
  if (!isRecord(body) || typeof text !== 'string' || !text) return null;
  const params = paramsOf(body.params);
  return { text, ...(typeof body.code === 'string' ? { code: body.code } : {}), ...(params ? { params } : {}) };
}
