import type { MovieSummary } from '../../contract/movies';
import type { MovieAppend, PersonAppend } from './append-to-response';
import type { DiscoverFilters, DiscoverSort } from '../catalogue/discover-query';
import type { FIND_SOURCES } from './request-schemas';

export type MovieExtra = 'recommendations' | 'external_ids' | 'images' | 'videos' | 'keywords';
export type PersonExtra = 'combined_credits' | 'external_ids' | 'images';
export type ReleaseWindow = 'upcoming' | 'now_playing';
export type FindSource = (typeof FIND_SOURCES)[number];

/** A response body ready to send: serialized JSON and its entity tag. */
export interface JsonPayload {
  body: string;
  etag: string;
}

export interface PageQuery {
  page: number;
  language?: string | undefined;
}

export interface PopularQuery extends PageQuery {
  region?: string | undefined;
}

export interface MovieSearchQuery extends PageQuery {
  query: string;
  includeAdult: boolean;
  year?: number | undefined;
  primaryReleaseYear?: number | undefined;
}

export interface PersonSearchQuery extends PageQuery {
  query: string;
  includeAdult: boolean;
}

export interface MovieDiscoverQuery extends PageQuery {
  sortBy: DiscoverSort;
  includeAdult: boolean;
  /** Only the filters given, by their TMDB names, already parsed. */
  filters: DiscoverFilters;
}

/**
 * Where movie data comes from: the embedded catalogue or the real TMDB. Every method answers
 * TMDB v3's shape, serialized, so that routes send the bytes as they are.
 */
export interface MovieSource {
  readonly kind: 'embedded' | 'tmdb';
  popular(query: PopularQuery): Promise<JsonPayload>;
  /**
   * Throws MovieSourceError 'not_found' for an unknown id (as do credits, similar and the
   * extras). `append` nests those answers under their names, as TMDB's append_to_response.
   */
  details(id: number, language?: string, append?: readonly MovieAppend[]): Promise<JsonPayload>;
  /** A film's other lists in TMDB's shapes: recommendations (paged), external_ids, images, videos, keywords. */
  movieExtra(id: number, name: MovieExtra, query: PageQuery): Promise<JsonPayload>;
  /** TMDB's /movie/upcoming and /movie/now_playing: the films released in that window around today, with TMDB's `dates`. */
  releasesAround(window: ReleaseWindow, query: PopularQuery): Promise<JsonPayload>;
  /** TMDB's /search/multi: films and people, each with its media_type. */
  searchMulti(query: PersonSearchQuery): Promise<JsonPayload>;
  /** TMDB's /find: what an id of another database names. */
  find(externalId: string, source: FindSource, language?: string): Promise<JsonPayload>;
  credits(id: number, language?: string): Promise<JsonPayload>;
  /** The film's releases and certifications (TMDB's release_dates). */
  releaseDates(id: number): Promise<JsonPayload>;
  /** The other titles a film goes by (TMDB's alternative_titles). */
  alternativeTitles(id: number): Promise<JsonPayload>;
  similar(id: number, query: PageQuery): Promise<JsonPayload>;
  search(query: MovieSearchQuery): Promise<JsonPayload>;
  discover(query: MovieDiscoverQuery): Promise<JsonPayload>;
  /** TMDB's top rated: by rating, among films with enough votes to trust it. */
  topRated(query: PopularQuery): Promise<JsonPayload>;
  genres(language?: string): Promise<JsonPayload>;
  /** TMDB's /configuration: where images are served (this server's /images/ as `host` reached it, on the embedded catalogue) and in what sizes. */
  configuration(host: string): Promise<JsonPayload>;
  /** TMDB's configuration lists: the languages and the countries (named in `language`) films can be found by. */
  languages(): Promise<JsonPayload>;
  countries(language?: string): Promise<JsonPayload>;
  /** Throws MovieSourceError 'not_found' for an unknown person id, as does personMovieCredits. */
  person(id: number, language?: string, append?: readonly PersonAppend[]): Promise<JsonPayload>;
  /** A person's other answers in TMDB's shapes: combined_credits, external_ids, images. */
  personExtra(id: number, name: PersonExtra, language?: string): Promise<JsonPayload>;
  /** TMDB's /person/popular. */
  popularPeople(query: PageQuery): Promise<JsonPayload>;
  personMovieCredits(id: number, language?: string): Promise<JsonPayload>;
  searchPeople(query: PersonSearchQuery): Promise<JsonPayload>;
  /** Summaries for ids (favourites, watchlists) in the order given; unknown ids are left out. */
  summaries(ids: readonly number[], language?: string): Promise<MovieSummary[]>;
}

type MovieSourceFailure = 'not_found' | 'bad_gateway' | 'unavailable' | 'timeout';

const STATUS: Record<MovieSourceFailure, number> = { not_found: 404, bad_gateway: 502, unavailable: 503, timeout: 504 };

export class MovieSourceError extends Error {
  readonly statusCode: number;
  constructor(
    readonly failure: MovieSourceFailure,
    message: string,
  ) {
    super(message);
    this.name = 'MovieSourceError';
    this.statusCode = STATUS[failure];
  }
}
