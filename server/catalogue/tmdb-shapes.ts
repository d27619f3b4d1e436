import type { CastMember, Credits, CrewMember, MovieDetails, MoviePage, MovieSummary } from '../../contract/movies';
import type { CatalogueFilm } from './film';
import { namedGenres } from './genres';
import { COUNTRY_NAMES, LANGUAGE_NAMES, nativeLanguageName } from './iso-codes';

export const PAGE_SIZE = 20;

/**
 * The columns a movie summary needs, selected the same way by every list query. A film known
 * by its year only (most of Wikipedia's) reads as "YYYY", ISO 8601's year precision, rather
 * than with an invented month and day.
 */
export const SUMMARY_COLUMNS = `m.id, m.title, m.original_title, m.original_language, m.overview,
  coalesce(to_char(m.release_date, 'YYYY-MM-DD'), m.release_year::text, '') as release_date, m.adult, m.popularity,
  m.vote_average, m.vote_count, m.poster_path, m.backdrop_path, m.genre_ids`;

export const DETAILS_COLUMNS = `${SUMMARY_COLUMNS}, m.tagline, m.runtime, m.budget::float8 as budget,
  m.revenue::float8 as revenue, m.status, m.imdb_id, m.homepage, m.production_countries, m.spoken_languages,
  case when m.source = 'embedded' and m.overview <> '' then m.wikipedia_href end as overview_article`;

/** A film's list-entry columns as SUMMARY_COLUMNS select them. */
export interface SummaryRow
  extends Pick<
    CatalogueFilm,
    | 'id'
    | 'title'
    | 'original_title'
    | 'original_language'
    | 'overview'
    | 'adult'
    | 'popularity'
    | 'vote_average'
    | 'vote_count'
    | 'poster_path'
    | 'backdrop_path'
    | 'genre_ids'
  > {
  /** An unknown date reads as '', as TMDB writes it; a known year alone as 'YYYY'. */
  release_date: string;
}

export type DetailsRow = SummaryRow &
  Pick<CatalogueFilm, 'tagline' | 'runtime' | 'budget' | 'revenue' | 'status' | 'imdb_id' | 'homepage'> & {
    production_countries: string[];
    spoken_languages: string[];
    /** The Wikipedia article (its slug) the overview is the lead paragraph of; null when the overview is none's. */
    overview_article: string | null;
  };

/** The credit a Wikipedia article's text needs (CC BY-SA 4.0: the source, a link, the licence). */
export const wikipediaSource = (article: string): NonNullable<MovieDetails['overview_source']> => ({
  name: 'Wikipedia',
  url: `https://en.wikipedia.org/wiki/${article}`,
  license: 'CC BY-SA 4.0',
  license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
});

export function summaryFromRow(row: SummaryRow): MovieSummary {
  return {
    adult: row.adult,
    backdrop_path: row.backdrop_path,
    genre_ids: row.genre_ids,
    id: row.id,
    original_language: row.original_language,
    original_title: row.original_title,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: row.poster_path,
    release_date: row.release_date,
    title: row.title,
    video: false,
    vote_average: row.vote_average,
    vote_count: row.vote_count,
  };
}

export function detailsFromRow(row: DetailsRow, language: string | undefined): MovieDetails {
  return {
    adult: row.adult,
    backdrop_path: row.backdrop_path,
    belongs_to_collection: null,
    budget: row.budget,
    genres: namedGenres(row.genre_ids, language),
    homepage: row.homepage,
    id: row.id,
    imdb_id: row.imdb_id,
    // The sources give one list of countries, so it is both the countries of origin and of production.
    origin_country: row.production_countries,
    original_language: row.original_language,
    original_title: row.original_title,
    overview: row.overview,
    popularity: row.popularity,
    poster_path: row.poster_path,
    production_companies: [],
    production_countries: row.production_countries.map((code) => ({ iso_3166_1: code, name: COUNTRY_NAMES[code] ?? code })),
    release_date: row.release_date,
    revenue: row.revenue,
    runtime: row.runtime,
    spoken_languages: row.spoken_languages.map((code) => ({
      english_name: LANGUAGE_NAMES[code] ?? code,
      iso_639_1: code,
      name: nativeLanguageName(code),
    })),
    status: row.status,
    tagline: row.tagline,
    title: row.title,
    video: false,
    vote_average: row.vote_average,
    vote_count: row.vote_count,
    ...(row.overview_article === null ? {} : { overview_source: wikipediaSource(row.overview_article) }),
  };
}

/** One row of movie_credits with its person, as filmCredits selects it. */
export interface CreditRow {
  kind: 'cast' | 'crew';
  billing_order: number;
  department: string;
  job: string;
  character: string;
  person_id: number;
  name: string;
  known_for_department: string;
  popularity: number;
}

function creditedPerson(movieId: number, row: CreditRow) {
  return {
    adult: false,
    gender: null,
    id: row.person_id,
    known_for_department: row.known_for_department,
    name: row.name,
    original_name: row.name,
    popularity: row.popularity,
    profile_path: null,
    credit_id: `${movieId}-${row.kind}-${row.billing_order}`,
  };
}

/**
 * A film's credits in TMDB's shape: the cast in billing order, then the crew. Imported TMDB
 * films keep TMDB's own objects in the movies row (jsonCast, jsonCrew), with photos the rows
 * lack, and have rows too (for their people's pages); the film world's are rows only.
 */
export function creditsFromRows(
  id: number,
  rows: readonly CreditRow[],
  jsonCast: readonly CastMember[],
  jsonCrew: readonly CrewMember[],
): Credits {
  const cast: CastMember[] = rows
    .filter((row) => row.kind === 'cast')
    .map((row) => ({ ...creditedPerson(id, row), cast_id: row.billing_order, character: row.character, order: row.billing_order }));
  const crew: CrewMember[] = rows
    .filter((row) => row.kind === 'crew')
    .map((row) => ({ ...creditedPerson(id, row), department: row.department, job: row.job }));
  return { id, cast: jsonCast.length > 0 ? [...jsonCast] : cast, crew: jsonCrew.length > 0 ? [...jsonCrew] : crew };
}

/** TMDB's page envelope: the real page count, even past the 500 pages it lets anyone read. */
export function moviePage(page: number, rows: readonly SummaryRow[], totalResults: number): MoviePage {
  return {
    page,
    results: rows.map(summaryFromRow),
    total_pages: Math.ceil(totalResults / PAGE_SIZE),
    total_results: totalResults,
  };
}
