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
 * A details answer with each appended answer under its name, as TMDB nests them: without their
 * own `id`, which the details already give.
 */
export async function withAppended(details: Promise<JsonPayload>, parts: ReadonlyArray<readonly [string, Promise<JsonPayload>]>): Promise<JsonPayload> {
  if (parts.length === 0) return details;
  const [base, ...answers] = await Promise.all([details, ...parts.map(([, part]) => part)]);
  const body = JSON.parse((base as JsonPayload).body) as Record<string, unknown>;
  parts.forEach(([name], index) => {
    const { id: _id, ...rest } = JSON.parse((answers[index] as JsonPayload).body) as Record<string, unknown>;
    body[name] = rest;
  });
  return jsonPayload(JSON.stringify(body));
}
