import type { MovieSummary } from '../../contract/movies';
import type { Cache } from '../cache/cache';
import { filmAlternativeTitles, filmCredits, filmDetails, filmReleaseDates, filmSummaries, popularFilms } from '../catalogue/catalogue-queries';
import { catalogueCountries, catalogueLanguages } from '../catalogue/configuration';
import { discoverCount, discoverFilms, topRatedQuery, type DiscoverQuery } from '../catalogue/discover';
import { genreList, isSpanish } from '../catalogue/genres';
import { personDetails, personMovieCredits, searchPeople } from '../catalogue/people-queries';
import { searchFilms } from '../catalogue/search';
import { similarFilms } from '../catalogue/similarity';
import type { Database } from '../db/database';
import { imageConfiguration } from './image-configuration';
import { jsonPayload, readPayload, writePayload } from './json-payload';
import {
  MovieSourceError,
  type JsonPayload,
  type MovieDiscoverQuery,
  type MovieSearchQuery,
  type MovieSource,
  type PageQuery,
  type PersonSearchQuery,
  type PopularQuery,
} from './movie-source';

/** Imports change the catalogue from another process, so cached answers expire. */
const TTL_MS = 5 * 60_000;
const KEY = 'movies:embedded:v2:';

/** Only genre names differ between languages; lists hold genre ids, so they are shared. */
const lang = (language: string | undefined): 'es' | 'en' => (isSpanish(language) ? 'es' : 'en');

const notFound = (): MovieSourceError => new MovieSourceError('not_found', 'The resource you requested could not be found.');

/** The catalogue in the database, its hot answers kept serialized in the shared cache. */
export function embeddedCatalogue(db: Database, cache: Cache): MovieSource {
  async function cached(key: string, produce: () => Promise<unknown>): Promise<JsonPayload> {
    const hit = await readPayload(cache, KEY + key);
    if (hit) return hit;
    const value = await produce();
    if (value === null) throw notFound();
    const payload = jsonPayload(JSON.stringify(value));
    await writePayload(cache, KEY + key, payload, TTL_MS);
    return payload;
  }

  /** A count kept in the cache: the total of a filter is the same for every sort and page. */
  async function cachedNumber(key: string, produce: () => Promise<number>): Promise<number> {
    const hit = await cache.get(KEY + key);
    if (hit !== undefined) return Number(hit);
    const value = await produce();
    await cache.set(KEY + key, String(value), TTL_MS);
    return value;
  }

  // Every parsed parameter is in the key, in a fixed order (the schema's), so equal queries share an answer.
  function discover(query: DiscoverQuery): Promise<JsonPayload> {
    const { includeAdult, filters } = query;
    const matching = JSON.stringify([includeAdult, filters]);
    return cached(`discover:${matching}:${JSON.stringify(query.sortBy)}:${query.page}`, () =>
      discoverFilms(db, query, () => cachedNumber(`discover-count:${matching}`, () => discoverCount(db, { includeAdult, filters }))),
    );
  }

  return {
    kind: 'embedded',
    popular: ({ page }: PopularQuery) => cached(`popular:${page}`, () => popularFilms(db, page)),
    details: (id, language) => cached(`movie:${id}:${lang(language)}`, () => filmDetails(db, id, language)),
    credits: (id) => cached(`credits:${id}`, () => filmCredits(db, id)),
    releaseDates: (id) => cached(`release-dates:${id}`, () => filmReleaseDates(db, id)),
    alternativeTitles: (id) => cached(`alternative-titles:${id}`, () => filmAlternativeTitles(db, id)),
    similar: (id, { page }: PageQuery) => cached(`similar:${id}:${page}`, () => similarFilms(db, id, page)),
    genres: (language) => cached(`genres:${lang(language)}`, async () => ({ genres: genreList(language) })),
    configuration: async (host) => jsonPayload(JSON.stringify(imageConfiguration(host))),
    languages: () => cached('languages', () => catalogueLanguages(db)),
    countries: (language) => cached(`countries:${lang(language)}`, () => catalogueCountries(db, language)),
    async search(query: MovieSearchQuery) {
      const page = await searchFilms(db, {
        query: query.query,
        page: query.page,
        includeAdult: query.includeAdult,
        year: query.primaryReleaseYear ?? query.year,
      });
      return jsonPayload(JSON.stringify(page));
    },
    discover: ({ page, sortBy, includeAdult, filters }: MovieDiscoverQuery) => discover({ page, sortBy, includeAdult, filters }),
    topRated: ({ page }: PopularQuery) => discover(topRatedQuery(page)),
    person: (id) => cached(`person:${id}`, () => personDetails(db, id)),
    personMovieCredits: (id) => cached(`person-credits:${id}`, () => personMovieCredits(db, id)),
    async searchPeople(query: PersonSearchQuery) {
      const page = await searchPeople(db, { query: query.query, page: query.page, includeAdult: query.includeAdult });
      return jsonPayload(JSON.stringify(page));
    },
    summaries: (ids: readonly number[]): Promise<MovieSummary[]> => filmSummaries(db, ids),
  };
}
