import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH } from '../../contract/search';
import {
  DISCOVER_FILTERS,
  DISCOVER_SORT_FIELDS,
  type DiscoverFilterName,
  type DiscoverFilters,
  type DiscoverSort,
  type DiscoverSortField,
  type IdFilter,
} from '../catalogue/discover-query';
import { COUNTRY_NAMES, LANGUAGE_NAMES } from '../catalogue/iso-codes';
import { MAX_APPENDS, MOVIE_APPENDS, PERSON_APPENDS } from './append-to-response';
import type { MovieDiscoverQuery } from './movie-source';

/** The query parameters the movie routes read, as TMDB spells and bounds them. */

const page = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === '') return 1;
    if (!/^\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: 'page must be an integer' });
      return z.NEVER;
    }
    const number = Number(value);
    if (number < 1) ctx.addIssue({ code: 'custom', message: 'page must be greater than 0' });
    if (number > 500) ctx.addIssue({ code: 'custom', message: 'page must be less than or equal to 500' });
    return number;
  });

const language = z
  .string()
  .regex(/^[a-zA-Z]{2}(-[a-zA-Z0-9]{2,3})?$/, 'language must be an ISO 639-1 code such as en-US')
  .optional();

const region = z.string().regex(/^[a-zA-Z]{2}$/, 'region must be an ISO 3166-1 code such as US').optional();

const flag = (name: string) =>
  z
    .enum(['true', 'false'], { message: `${name} must be true or false` })
    .optional()
    .transform((value) => value === 'true');

const year = (name: string) =>
  z
    .string()
    .regex(/^\d{4}$/, `${name} must be a four-digit year`)
    .transform(Number)
    .optional();

/** Every route's own parameters are checked; other parameters (api_key among them) pass. */
export const PageQuerySchema = z.looseObject({ page, language });
export const PopularQuerySchema = z.looseObject({ page, language, region });
export const LanguageQuerySchema = z.looseObject({ language });

/**
 * TMDB's append_to_response: names joined by commas, at most MAX_APPENDS of them; names this
 * server does not answer are left out, as TMDB leaves out names it does not know.
 */
const appendToResponse = <const Names extends readonly string[]>(known: Names) =>
  z
    .string()
    .optional()
    .transform((value, ctx): Array<Names[number]> => {
      const names = (value ?? '').split(',').map((name) => name.trim()).filter((name) => name !== '');
      if (names.length > MAX_APPENDS) {
        ctx.addIssue({ code: 'custom', message: `append_to_response takes at most ${MAX_APPENDS} names` });
        return z.NEVER;
      }
      return [...new Set(names)].filter((name): name is Names[number] => known.includes(name));
    });

export const MovieDetailsQuerySchema = z.looseObject({ language, append_to_response: appendToResponse(MOVIE_APPENDS) });
export const PersonDetailsQuerySchema = z.looseObject({ language, append_to_response: appendToResponse(PERSON_APPENDS) });

/** TMDB's /find sources; the catalogue knows IMDb ids (imported films) and Freebase ids (the CMU corpus). */
export const FIND_SOURCES = ['imdb_id', 'freebase_mid', 'freebase_id', 'facebook_id', 'instagram_id', 'tiktok_id', 'tvdb_id', 'tvrage_id', 'twitter_id', 'wikidata_id', 'youtube_id'] as const;
export const FindQuerySchema = z.looseObject({
  external_source: z.enum(FIND_SOURCES, { message: `external_source must be one of ${FIND_SOURCES.join(', ')}` }),
  language,
});
export const FindParamsSchema = z.object({ external_id: z.string().describe('An id of another database, as external_source names it') });
export const TimeWindowParamsSchema = z.object({ time_window: z.enum(['day', 'week']) });

/** What /3/search/movie and /3/search/person search for. */
const searchText = z.string().max(SEARCH_QUERY_MAX_LENGTH, `query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`).optional().default('');

export const SearchQuerySchema = z.looseObject({
  query: searchText,
  include_adult: flag('include_adult'),
  language,
  page,
  year: year('year'),
  primary_release_year: year('primary_release_year'),
  region,
});

export const PersonSearchQuerySchema = z.looseObject({
  query: searchText,
  include_adult: flag('include_adult'),
  language,
  page,
});

const MAX_ID = 2_147_483_647;

const idFilter = (name: string) =>
  z
    .string()
    .regex(/^\d{1,10}([,|]\d{1,10})*$/, { message: `${name} must be ids joined by , (all of) or | (any of)`, abort: true })
    .refine((value) => !(value.includes(',') && value.includes('|')), `${name} cannot mix , and |`)
    .refine((value) => value.split(/[,|]/).every((id) => Number(id) <= MAX_ID), `${name} holds an id out of range`)
    .transform(
      (value): IdFilter => ({
        ids: [...new Set(value.split(/[,|]/).map(Number))].sort((a, b) => a - b),
        match: value.includes('|') ? 'any' : 'all',
      }),
    )
    .optional();

const isoDate = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${name} must be a date such as 1972-03-15`, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      // The calendar has no year 0, and PostgreSQL refuses one.
      return !value.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, `${name} must be a real date`)
    .optional();

const decimal = (name: string) =>
  z
    .string()
    .regex(/^\d{1,6}(\.\d+)?$/, `${name} must be a number`)
    .transform(Number)
    .optional();

const whole = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .optional();

/** Codes joined by TMDB's pipe (any of); each checked against the codes that exist. */
const codeFilter = (name: string, pattern: RegExp, example: string, known: Readonly<Record<string, string>>, normalise: (code: string) => string) =>
  z
    .string()
    .regex(pattern, { message: `${name} must be ${example} codes joined by | (any of)`, abort: true })
    .refine((value) => value.split('|').every((code) => normalise(code) in known), `${name} holds an unknown code`)
    .transform((value) => [...new Set(value.split('|').map(normalise))].sort())
    .optional();

const languageFilter = (name: string) =>
  codeFilter(name, /^[a-zA-Z]{2}(\|[a-zA-Z]{2})*$/, 'ISO 639-1', LANGUAGE_NAMES, (code) => code.toLowerCase());
const countryFilter = (name: string) =>
  codeFilter(name, /^[a-zA-Z]{2}(\|[a-zA-Z]{2})*$/, 'ISO 3166-1', COUNTRY_NAMES, (code) => code.toUpperCase());

/** /3/discover/movie's parameters, TMDB's names and semantics; others (api_key among them) pass unread. */
export const DiscoverQuerySchema = z.looseObject({
  sort_by: z
    .string()
    .optional()
    .default('popularity.desc')
    .transform((value, ctx): DiscoverSort => {
      const [field, direction] = value.split('.');
      if (DISCOVER_SORT_FIELDS.some((known) => known === field) && (direction === 'asc' || direction === 'desc')) {
        return { field: field as DiscoverSortField, direction };
      }
      ctx.addIssue({ code: 'custom', message: 'sort_by must be one of the supported sort options' });
      return z.NEVER;
    }),
  with_genres: idFilter('with_genres'),
  without_genres: idFilter('without_genres'),
  primary_release_year: year('primary_release_year'),
  'primary_release_date.gte': isoDate('primary_release_date.gte'),
  'primary_release_date.lte': isoDate('primary_release_date.lte'),
  'release_date.gte': isoDate('release_date.gte'),
  'release_date.lte': isoDate('release_date.lte'),
  'vote_average.gte': decimal('vote_average.gte'),
  'vote_average.lte': decimal('vote_average.lte'),
  'vote_count.gte': whole('vote_count.gte'),
  'vote_count.lte': whole('vote_count.lte'),
  'with_runtime.gte': whole('with_runtime.gte'),
  'with_runtime.lte': whole('with_runtime.lte'),
  with_cast: idFilter('with_cast'),
  with_crew: idFilter('with_crew'),
  with_people: idFilter('with_people'),
  with_original_language: languageFilter('with_original_language'),
  with_origin_country: countryFilter('with_origin_country'),
  region: countryFilter('region'),
  include_adult: flag('include_adult'),
  language,
  page,
});

/** The filters a parsed query sets, nothing else (api_key and unknown parameters left out). */
function discoverFilters(query: z.output<typeof DiscoverQuerySchema>): DiscoverFilters {
  // Typed by the schema's own output: returning it as the catalogue's shape is the check that the two agree.
  const filters: { [name in DiscoverFilterName]?: z.output<typeof DiscoverQuerySchema>[name] } = {};
  for (const name of DISCOVER_FILTERS) if (query[name] !== undefined) Object.assign(filters, { [name]: query[name] });
  return filters;
}

/** A parsed /3/discover/movie query as the movie source takes it. */
export function discoverRequest(query: z.output<typeof DiscoverQuerySchema>): MovieDiscoverQuery {
  return { includeAdult: query.include_adult, language: query.language, page: query.page, sortBy: query.sort_by, filters: discoverFilters(query) };
}

/**
 * A movie or person id in a path. The route schemas declare it as a string: the handlers parse
 * it themselves (parseId) so that a bad id answers 404 in the dialect's shape.
 */
export const IdParamsSchema = z.object({ id: z.string().describe('A movie or person id: a positive integer') });

/** A movie or person id in a path: a positive integer that fits the database's integer. */
export function parseId(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

export const issueMessages = (error: z.ZodError): string[] => error.issues.map((issue) => issue.message);
