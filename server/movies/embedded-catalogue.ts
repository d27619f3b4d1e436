import { LRUCache } from 'lru-cache';
import { TMDB_STATUS_MESSAGES } from '../http/error-codes';
import type { MoviePage, MovieSummary } from '../../contract/movies';
import type { PersonMovieCredits } from '../../contract/people';
import type { Cache } from '../cache/cache';
import { anniversaryFilms, filmAlternativeTitles, filmCredits, filmDetails, filmReleaseDates, filmSummaries, popularFilms } from '../catalogue/catalogue-queries';
import { catalogueCountries, catalogueLanguages } from '../catalogue/configuration';
import { discoverFilms, topRatedQuery, type DiscoverQuery } from '../catalogue/discover';
import { DiscoverIndex } from '../catalogue/discover-index';
import { latestRead } from '../catalogue/packed-reads';
import { TitleIndex } from '../catalogue/title-index';
import { genreList, isSpanish } from '../catalogue/genres';
import { personDetails, personMovieCredits, searchPeople } from '../catalogue/people-queries';
import { searchFilms } from '../catalogue/search';
import { similarFilms } from '../catalogue/similarity';
import type { Database } from '../db/database';
import { imageConfiguration } from './image-configuration';
import { filmExternalIds, findByExternalId } from '../catalogue/external-id-queries';
import { filmImages, filmWithoutVideosOrKeywords, personWithoutIdsOrImages } from '../catalogue/media-queries';
import { peopleCount, popularPeople } from '../catalogue/person-list-queries';
import { withAppended, type MovieAppend } from './append-to-response';
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
  type ReleaseWindow,
} from './movie-source';

/** Imports change the catalogue from another process, so cached answers expire. */
const TTL_MS = 5 * 60_000;
const KEY = 'movies:embedded:v2:';

/**
 * /3/configuration by the host it was asked through: the same few hosts ask it again and again,
 * and hashing its body for the ETag was most of its cost per request. Bounded, because the Host
 * header is whatever a client sends.
 */
const configurations = new LRUCache<string, JsonPayload>({ max: 64 });

/** Only genre names differ between languages; lists hold genre ids, so they are shared. */
const lang = (language: string | undefined): 'es' | 'en' => (isSpanish(language) ? 'es' : 'en');

/**
 * The genre list is the code's, not the catalogue's (no import changes it): serialized once per
 * language for the process's life, not read through the shared cache on every request.
 */
const genreLists = new Map<'es' | 'en', JsonPayload>();
function genreListPayload(language: string | undefined): JsonPayload {
  const key = lang(language);
  let payload = genreLists.get(key);
  if (!payload) {
    payload = jsonPayload(JSON.stringify({ genres: genreList(key) }));
    genreLists.set(key, payload);
  }
  return payload;
}

const notFound = (): MovieSourceError => new MovieSourceError('not_found', TMDB_STATUS_MESSAGES[34]);

/** The catalogue in the database, its hot answers kept serialized in the shared cache. */
export function embeddedCatalogue(db: Database, cache: Cache): MovieSource {
  /**
   * Answers being computed, by key: a request asking for one already on its way waits for it
   * instead of computing it again (a film with both similar and recommendations appended, the
   * same page asked by two people at once).
   */
  const computing = new Map<string, Promise<JsonPayload>>();

  function cached(key: string, produce: () => Promise<unknown>): Promise<JsonPayload> {
    const running = computing.get(key);
    if (running) return running;
    const answer = (async () => {
      const hit = await readPayload(cache, KEY + key);
      if (hit) return hit;
      const value = await produce();
      if (value === null) throw notFound();
      const payload = jsonPayload(JSON.stringify(value));
      await writePayload(cache, KEY + key, payload, TTL_MS);
      return payload;
    })().finally(() => computing.delete(key));
    computing.set(key, answer);
    return answer;
  }

  /** A count kept in the cache: the total of a filter is the same for every sort and page. */
  async function cachedNumber(key: string, produce: () => Promise<number>): Promise<number> {
    const hit = await cache.get(KEY + key);
    if (hit !== undefined) return Number(hit);
    const value = await produce();
    await cache.set(KEY + key, String(value), TTL_MS);
    return value;
  }

  const discoverIndex = latestRead(() => DiscoverIndex.read(db), TTL_MS);
  const titleIndex = latestRead(() => TitleIndex.read(db), TTL_MS);

  // Every parsed parameter is in the key, in a fixed order (the schema's), so equal queries share an answer.
  function discover(query: DiscoverQuery): Promise<JsonPayload> {
    const matching = JSON.stringify([query.includeAdult, query.filters]);
    return cached(`discover:${matching}:${JSON.stringify(query.sortBy)}:${query.page}`, async () => discoverFilms(db, await discoverIndex(), query));
  }

  const source: MovieSource = {
    kind: 'embedded',
    popular: ({ page }: PopularQuery) => cached(`popular:${page}`, () => popularFilms(db, page)),
    details: (id, language, append = []) =>
      withAppended(
        cached(`movie:${id}:${lang(language)}`, () => filmDetails(db, id, language)),
        append.map((name) => [name, movieAnswer(id, name, language)] as const),
      ),
    movieExtra(id, name, { page }) {
      switch (name) {
        // The same engine answers both: TMDB's recommendations come from its users' behaviour on the film, which no one here has per film.
        case 'recommendations':
          return source.similar(id, { page });
        case 'external_ids':
          return cached(`external-ids:${id}`, () => filmExternalIds(db, id));
        case 'images':
          return cached(`images:${id}`, () => filmImages(db, id));
        case 'videos':
        case 'keywords':
          return cached(`${name}:${id}`, () => filmWithoutVideosOrKeywords(db, id, name));
      }
    },
    async releasesAround(window, { page }) {
      const dates = releaseWindow(window, new Date());
      const films = await cached(`releases:${dates.minimum}:${dates.maximum}:${page}`, () =>
        anniversaryFilms(db, { from: dates.minimum.slice(5), to: dates.maximum.slice(5) }, page),
      );
      return jsonPayload(`{"dates":${JSON.stringify(dates)},${films.body.slice(1)}`);
    },
    searchMulti: (query) => cached(`multi:${JSON.stringify([query.query, query.page, query.includeAdult])}`, () => searchMulti(db, source, query)),
    find: (externalId, externalSource) =>
      cached(`find:${externalSource}:${externalId}`, async () => {
        const films =
          externalSource === 'imdb_id' || externalSource === 'freebase_mid' ? await findByExternalId(db, externalId, externalSource) : [];
        return {
          movie_results: films.map((film) => ({ ...film, media_type: 'movie' })),
          person_results: [],
          tv_results: [],
          tv_episode_results: [],
          tv_season_results: [],
        };
      }),
    credits: (id) => cached(`credits:${id}`, () => filmCredits(db, id)),
    releaseDates: (id) => cached(`release-dates:${id}`, () => filmReleaseDates(db, id)),
    alternativeTitles: (id) => cached(`alternative-titles:${id}`, () => filmAlternativeTitles(db, id)),
    similar: (id, { page }: PageQuery) => cached(`similar:${id}:${page}`, () => similarFilms(db, id, page)),
    genres: async (language) => genreListPayload(language),
    async configuration(host) {
      let payload = configurations.get(host);
      if (!payload) {
        payload = jsonPayload(JSON.stringify(imageConfiguration(host)));
        configurations.set(host, payload);
      }
      return payload;
    },
    languages: () => cached('languages', () => catalogueLanguages(db)),
    countries: (language) => cached(`countries:${lang(language)}`, () => catalogueCountries(db, language)),
    // A search a person types is often asked again (the SPA's next page, another visitor): it is kept like every other list.
    search(query: MovieSearchQuery) {
      const year = query.primaryReleaseYear ?? query.year;
      return cached(`search:${JSON.stringify([query.query, query.page, query.includeAdult, year ?? null])}`, async () =>
        searchFilms(db, await titleIndex(), { query: query.query, page: query.page, includeAdult: query.includeAdult, year }),
      );
    },
    discover: ({ page, sortBy, includeAdult, filters }: MovieDiscoverQuery) => discover({ page, sortBy, includeAdult, filters }),
    topRated: ({ page }: PopularQuery) => discover(topRatedQuery(page)),
    person: (id, language, append = []) =>
      withAppended(
        cached(`person:${id}`, () => personDetails(db, id)),
        append.map((name) => [name, name === 'movie_credits' ? source.personMovieCredits(id, language) : source.personExtra(id, name, language)] as const),
      ),
    personExtra(id, name) {
      if (name !== 'combined_credits') return cached(`person-${name}:${id}`, () => personWithoutIdsOrImages(db, id, name));
      // From the film credits' cached answer: asked together (append_to_response), they are read once.
      return cached(`person-combined-credits:${id}`, async () => {
        const credits = JSON.parse((await source.personMovieCredits(id)).body) as PersonMovieCredits;
        return {
          id: credits.id,
          cast: credits.cast.map((credit) => ({ ...credit, media_type: 'movie' })),
          crew: credits.crew.map((credit) => ({ ...credit, media_type: 'movie' })),
        };
      });
    },
    popularPeople: ({ page }) =>
      cached(`popular-people:${page}`, () => popularPeople(db, page, () => cachedNumber('people-count', () => peopleCount(db)))),
    personMovieCredits: (id) => cached(`person-credits:${id}`, () => personMovieCredits(db, id)),
    async searchPeople(query: PersonSearchQuery) {
      const page = await searchPeople(db, { query: query.query, page: query.page, includeAdult: query.includeAdult });
      return jsonPayload(JSON.stringify(page));
    },
    summaries: (ids: readonly number[]): Promise<MovieSummary[]> => filmSummaries(db, ids),
  };

  /** An answer appended to a film's details, in the request's language; lists at their first page. */
  function movieAnswer(id: number, name: MovieAppend, language: string | undefined): Promise<JsonPayload> {
    switch (name) {
      case 'credits':
        return source.credits(id, language);
      case 'similar':
        return source.similar(id, { page: 1, language });
      case 'release_dates':
        return source.releaseDates(id);
      case 'alternative_titles':
        return source.alternativeTitles(id);
      default:
        return source.movieExtra(id, name, { page: 1, language });
    }
  }

  return source;
}

/** Days before today TMDB's now_playing reaches back, and after today its upcoming reaches forward. */
const NOW_PLAYING_DAYS = 42;
const UPCOMING_DAYS = 28;

/**
 * TMDB's `dates` of /movie/now_playing (the last six weeks to today) and /movie/upcoming
 * (tomorrow to four weeks on), UTC days; the catalogue answers with the films released on those
 * days of the year in any year (anniversaryFilms).
 */
export function releaseWindow(window: ReleaseWindow, now: Date): { maximum: string; minimum: string } {
  const day = (offset: number) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
  return window === 'now_playing' ? { maximum: day(0), minimum: day(-NOW_PLAYING_DAYS) } : { maximum: day(UPCOMING_DAYS), minimum: day(1) };
}

/**
 * TMDB's /search/multi on the catalogue: the page of the film search and the page of the people
 * search together, each with its media_type, an exact title or name first, then films and people
 * in turn, each in its own search's order. The totals are the two searches' together. The films
 * are /search/movie's answer, kept in the cache, so that either search asked after the other
 * reads it from there; the two run at once, on two connections where there is a pool.
 */
async function searchMulti(db: Database, source: MovieSource, query: PersonSearchQuery) {
  const [filmAnswer, people] = await Promise.all([
    source.search({ query: query.query, page: query.page, includeAdult: query.includeAdult }),
    searchPeople(db, { query: query.query, page: query.page, includeAdult: query.includeAdult }),
  ]);
  const films = JSON.parse(filmAnswer.body) as MoviePage;
  const taken: Array<{ media_type: 'movie' | 'person'; label: string; hit: object }> = [];
  for (let index = 0; index < Math.max(films.results.length, people.results.length); index += 1) {
    const film = films.results[index];
    const person = people.results[index];
    if (film) taken.push({ media_type: 'movie', label: film.title, hit: film });
    if (person) taken.push({ media_type: 'person', label: person.name, hit: person });
  }
  const asked = query.query.trim().toLocaleLowerCase();
  const exact = (label: string) => (label.toLocaleLowerCase() === asked ? 0 : 1);
  taken.sort((a, b) => exact(a.label) - exact(b.label));
  return {
    page: query.page,
    results: taken.map(({ media_type, hit }) => ({ ...hit, media_type })),
    total_pages: Math.max(films.total_pages, people.total_pages),
    total_results: films.total_results + people.total_results,
  };
}
