import { LRUCache } from 'lru-cache';
import { jsonPayload } from './json-payload';
import type { JsonPayload } from './movie-source';

/** What a film's details can carry along (TMDB's append_to_response names this server answers). */
export const MOVIE_APPENDS = [
  'credits',
  'similar',
  'recommendations',
  'release_dates',
  'external_ids',
  'images',
  'videos',
  'keywords',
  'alternative_titles',
] as const;
export type MovieAppend = (typeof MOVIE_APPENDS)[number];

export const PERSON_APPENDS = ['movie_credits', 'combined_credits', 'external_ids', 'images'] as const;
export type PersonAppend = (typeof PERSON_APPENDS)[number];

/** TMDB's limit on the names one request appends. */
export const MAX_APPENDS = 20;

/**
 * Answers put together, by the ETags of their parts and the names they go under: the same parts
 * make the same answer, so it is parsed, joined, serialised and hashed once, not on every request
 * (that work held a film with its credits at a third of its node:http ceiling, docs/PERFORMANCE.md).
 */
const joined = new LRUCache<string, JsonPayload>({ maxSize: 16 * 1024 * 1024, sizeCalculation: (payload) => payload.body.length || 1, ttl: 5 * 60_000 });

/**
 * A details answer with each appended answer under its name, as TMDB nests them: without their
 * own `id`, which the details already give.
 */
export async function withAppended(details: Promise<JsonPayload>, parts: ReadonlyArray<readonly [string, Promise<JsonPayload>]>): Promise<JsonPayload> {
  if (parts.length === 0) return details;
  const [base, ...answers] = (await Promise.all([details, ...parts.map(([, part]) => part)])) as JsonPayload[];
  const key = [base!.etag, ...parts.map(([name], index) => `${name}=${answers[index]!.etag}`)].join(' ');
  const known = joined.get(key);
  if (known) return known;
  const body = JSON.parse(base!.body) as Record<string, unknown>;
  parts.forEach(([name], index) => {
    const { id: _id, ...rest } = JSON.parse(answers[index]!.body) as Record<string, unknown>;
    body[name] = rest;
  });
  const payload = jsonPayload(JSON.stringify(body));
  joined.set(key, payload);
  return payload;
}
