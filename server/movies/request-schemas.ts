import { z } from 'zod';

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

export const SearchQuerySchema = z.looseObject({
  query: z.string().max(500, 'query must be at most 500 characters').optional().default(''),
  include_adult: flag('include_adult'),
  language,
  page,
  year: year('year'),
  primary_release_year: year('primary_release_year'),
  region,
});

export const PersonSearchQuerySchema = z.looseObject({
  query: z.string().max(500, 'query must be at most 500 characters').optional().default(''),
  include_adult: flag('include_adult'),
  language,
  page,
});

const DISCOVER_SORTS = [
  'popularity',
  'vote_average',
  'vote_count',
  'release_date',
  'primary_release_date',
  'revenue',
  'title',
  'original_title',
].flatMap((field) => [`${field}.desc`, `${field}.asc`]);

export const DiscoverQuerySchema = z.looseObject({
  with_genres: z
    .string()
    .regex(/^\d{1,6}([,|]\d{1,6})*$/, 'with_genres must be genre ids joined by , (all of) or | (any of)')
    .refine((value) => !(value.includes(',') && value.includes('|')), 'with_genres cannot mix , and |')
    .optional(),
  sort_by: z
    .string()
    .refine((value) => DISCOVER_SORTS.includes(value), 'sort_by must be one of the supported sort options')
    .optional()
    .default('popularity.desc'),
  include_adult: flag('include_adult'),
  language,
  page,
});

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
