import { apiErrorText, TMDB_STATUS_MESSAGES } from '../http/error-codes';
import { MovieSummarySchema, type MovieSummary } from '../../contract/movies';
import type { Cache } from '../cache/cache';
import type { DiscoverFilters } from '../catalogue/discover-query';
import { jsonPayload, readPayload, writePayload } from './json-payload';
import { MovieSourceError, type JsonPayload, type MovieSource } from './movie-source';

interface TmdbUpstreamOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  cache: Cache;
  /** How long an answer is served without asking TMDB again. */
  freshMs?: number;
  /** How long an answer is kept to serve while TMDB fails. */
  staleMs?: number;
  fetch?: typeof fetch;
}

type Params = Record<string, string | number | boolean | undefined>;

const FRESH_KEY = 'movies:tmdb:fresh:';
const STALE_KEY = 'movies:tmdb:stale:';

/**
 * The real TMDB v3 API behind the server's own key (never sent to clients). Answers are
 * cached fresh for freshMs and kept for staleMs; concurrent identical misses share one
 * request; when TMDB fails, times out or rate-limits, the stale copy is served if there is one.
 */
export function tmdbUpstream(options: TmdbUpstreamOptions): MovieSource {
  const { cache, timeoutMs, apiKey } = options;
  const freshMs = options.freshMs ?? 10 * 60_000;
  const staleMs = options.staleMs ?? 24 * 3_600_000;
  const doFetch = options.fetch ?? fetch;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const inFlight = new Map<string, Promise<JsonPayload>>();

  function cacheKey(path: string, params: Params): string {
    const query = Object.entries(params)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
      .join('&');
    return `${path}?${query}`;
  }

  async function fromUpstream(key: string): Promise<JsonPayload> {
    const url = `${baseUrl}${key}${key.endsWith('?') ? '' : '&'}api_key=${encodeURIComponent(apiKey)}`;
    let response: Response;
    try {
      response = await doFetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
    } catch (error) {
      // Not instanceof: fetch's DOMException may come from another realm (jest's, for one).
      const timedOut = (error as { name?: unknown } | null)?.name === 'TimeoutError';
      return stale(key, timedOut ? new MovieSourceError('timeout', apiErrorText('source_timeout')) : unreachable());
    }
    if (response.status === 404) {
      await response.body?.cancel();
      throw new MovieSourceError('not_found', TMDB_STATUS_MESSAGES[34]);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      return stale(key, new MovieSourceError('unavailable', apiErrorText('source_busy')));
    }
    if (!response.ok) {
      await response.body?.cancel();
      return stale(key, unreachable());
    }
    let body: string;
    try {
      body = await response.text();
      JSON.parse(body);
    } catch {
      return stale(key, unreachable());
    }
    const payload = jsonPayload(body);
    await writePayload(cache, FRESH_KEY + key, payload, freshMs);
    await writePayload(cache, STALE_KEY + key, payload, staleMs);
    return payload;
  }

  async function stale(key: string, failure: MovieSourceError): Promise<JsonPayload> {
    const kept = await readPayload(cache, STALE_KEY + key);
    if (kept) return kept;
    throw failure;
  }

  async function get(path: string, params: Params = {}): Promise<JsonPayload> {
    const key = cacheKey(path, params);
    const fresh = await readPayload(cache, FRESH_KEY + key);
    if (fresh) return fresh;
    const pending = inFlight.get(key);
    if (pending) return pending;
    const request = fromUpstream(key).finally(() => inFlight.delete(key));
    inFlight.set(key, request);
    return request;
  }

  return {
    kind: 'tmdb',
    popular: ({ page, language, region }) => get('/movie/popular', { page, language, region }),
    details: (id, language, append = []) => get(`/movie/${id}`, { language, append_to_response: appendParam(append) }),
    movieExtra: (id, name, { page, language }) => get(`/movie/${id}/${name}`, { language, page: name === 'recommendations' ? page : undefined }),
    releasesAround: (window, { page, language, region }) => get(`/movie/${window}`, { page, language, region }),
    searchMulti: (query) =>
      get('/search/multi', { query: query.query, include_adult: query.includeAdult, language: query.language, page: query.page }),
    find: (externalId, source, language) => get(`/find/${encodeURIComponent(externalId)}`, { external_source: source, language }),
    credits: (id, language) => get(`/movie/${id}/credits`, { language }),
    releaseDates: (id) => get(`/movie/${id}/release_dates`),
    alternativeTitles: (id) => get(`/movie/${id}/alternative_titles`),
    similar: (id, { page, language }) => get(`/movie/${id}/similar`, { page, language }),
    search: (query) =>
      get('/search/movie', {
        query: query.query,
        include_adult: query.includeAdult,
        language: query.language,
        page: query.page,
        year: query.year,
        primary_release_year: query.primaryReleaseYear,
      }),
    discover: (query) =>
      get('/discover/movie', {
        ...tmdbDiscoverFilters(query.filters),
        sort_by: `${query.sortBy.field}.${query.sortBy.direction}`,
        include_adult: query.includeAdult,
        language: query.language,
        page: query.page,
      }),
    topRated: ({ page, language, region }) => get('/movie/top_rated', { page, language, region }),
    genres: (language) => get('/genre/movie/list', { language }),
    configuration: () => get('/configuration'),
    languages: () => get('/configuration/languages'),
    countries: (language) => get('/configuration/countries', { language }),
    person: (id, language, append = []) => get(`/person/${id}`, { language, append_to_response: appendParam(append) }),
    personExtra: (id, name, language) => get(`/person/${id}/${name}`, { language }),
    popularPeople: ({ page, language }) => get('/person/popular', { page, language }),
    personMovieCredits: (id, language) => get(`/person/${id}/movie_credits`, { language }),
    searchPeople: (query) =>
      get('/search/person', {
        query: query.query,
        include_adult: query.includeAdult,
        language: query.language,
        page: query.page,
      }),
    async summaries(ids, language) {
      const found = await Promise.all(
        ids.map((id) =>
          this.details(id, language).then(
            (payload) => toSummary(JSON.parse(payload.body) as Record<string, unknown>),
            (error: unknown) => {
              if (error instanceof MovieSourceError && error.failure === 'not_found') return null;
              throw error;
            },
          ),
        ),
      );
      return found.filter((summary): summary is MovieSummary => summary !== null);
    },
  };
}

/** The parsed filters written back as TMDB reads them: id lists joined by , (all of) or | (any of), codes by |. */
function tmdbDiscoverFilters(filters: DiscoverFilters): Params {
  const params: Params = {};
  for (const [name, value] of Object.entries(filters) as Array<[string, DiscoverFilters[keyof DiscoverFilters]]>) {
    if (Array.isArray(value)) params[name] = value.join('|');
    else params[name] = typeof value === 'object' ? value.ids.join(value.match === 'all' ? ',' : '|') : value;
  }
  return params;
}

/** The appended names as TMDB reads them; none, no parameter (so the cache key is the plain details'). */
const appendParam = (names: readonly string[]): string | undefined => (names.length === 0 ? undefined : names.join(','));

const unreachable = (): MovieSourceError => new MovieSourceError('bad_gateway', apiErrorText('source_unreachable'));

/** A details object read as a list entry: genres become genre_ids. */
function toSummary(details: Record<string, unknown>): MovieSummary | null {
  const genres = Array.isArray(details.genres) ? (details.genres as Array<{ id?: unknown }>) : [];
  const parsed = MovieSummarySchema.safeParse({
    video: false,
    overview: '',
    backdrop_path: null,
    poster_path: null,
    ...details,
    genre_ids: genres.map((genre) => genre.id).filter((id): id is number => typeof id === 'number'),
  });
  return parsed.success ? parsed.data : null;
}
