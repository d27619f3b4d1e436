import { z } from 'zod';

/**
 * The movie database payloads in TMDB v3's shapes, shared by the server and the SPA. Only
 * the fields this product serves are listed; TMDB clients ignore what they do not read.
 */

const GenreSchema = z.object({ id: z.number().int(), name: z.string() });
export type Genre = z.infer<typeof GenreSchema>;

export const GenreListSchema = z.object({ genres: z.array(GenreSchema) });
export type GenreList = z.infer<typeof GenreListSchema>;

export const MovieSummarySchema = z.object({
  adult: z.boolean(),
  backdrop_path: z.string().nullable(),
  genre_ids: z.array(z.number().int()),
  id: z.number().int(),
  original_language: z.string(),
  original_title: z.string(),
  overview: z.string(),
  popularity: z.number(),
  poster_path: z.string().nullable(),
  release_date: z.string(),
  title: z.string(),
  video: z.boolean(),
  vote_average: z.number(),
  vote_count: z.number().int(),
});
export type MovieSummary = z.infer<typeof MovieSummarySchema>;

export const pagedSchema = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    page: z.number().int(),
    results: z.array(item),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  });

export const MoviePageSchema = pagedSchema(MovieSummarySchema);
export type MoviePage = z.infer<typeof MoviePageSchema>;

const NamedSchema = z.looseObject({ name: z.string() });

/** A movie's full record: its list entry with the genres named instead of listed by id. */
export const MovieDetailsSchema = MovieSummarySchema.omit({ genre_ids: true }).extend({
  belongs_to_collection: z.null(),
  budget: z.number().int(),
  genres: z.array(GenreSchema),
  homepage: z.string(),
  imdb_id: z.string().nullable(),
  origin_country: z.array(z.string()),
  production_companies: z.array(NamedSchema),
  production_countries: z.array(NamedSchema),
  revenue: z.number().int(),
  runtime: z.number().int().nullable(),
  spoken_languages: z.array(NamedSchema),
  status: z.string(),
  tagline: z.string(),
  /**
   * Not TMDB's: where the overview's text comes from when it must be credited (the embedded
   * catalogue's overviews are Wikipedia articles' lead paragraphs, CC BY-SA 4.0); absent otherwise.
   */
  overview_source: z
    .object({ name: z.literal('Wikipedia'), url: z.string(), license: z.literal('CC BY-SA 4.0'), license_url: z.string() })
    .optional(),
});
export type MovieDetails = z.infer<typeof MovieDetailsSchema>;

/** What TMDB tells about a person in either half of a film's credits. */
const CreditedPersonSchema = z.object({
  adult: z.boolean(),
  gender: z.number().int().nullable(),
  id: z.number().int(),
  known_for_department: z.string(),
  name: z.string(),
  original_name: z.string(),
  popularity: z.number(),
  profile_path: z.string().nullable(),
  credit_id: z.string(),
});

const CastMemberSchema = CreditedPersonSchema.extend({
  cast_id: z.number().int(),
  character: z.string(),
  order: z.number().int(),
});
export type CastMember = z.infer<typeof CastMemberSchema>;

const CrewMemberSchema = CreditedPersonSchema.extend({
  department: z.string(),
  job: z.string(),
});
export type CrewMember = z.infer<typeof CrewMemberSchema>;

export const CreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(CastMemberSchema),
  crew: z.array(CrewMemberSchema),
});
export type Credits = z.infer<typeof CreditsSchema>;

/** One release of a film in a country: TMDB's certification ('' when unknown) and date (ISO 8601, UTC). */
const ReleaseDateSchema = z.object({
  certification: z.string(),
  descriptors: z.array(z.string()),
  iso_639_1: z.string(),
  note: z.string(),
  release_date: z.string(),
  type: z.number().int(),
});

/** /3/movie/{id}/release_dates: the releases of a film by country (ISO 3166-1). */
export const ReleaseDatesSchema = z.object({
  id: z.number().int(),
  results: z.array(z.object({ iso_3166_1: z.string(), release_dates: z.array(ReleaseDateSchema) })),
});
export type ReleaseDates = z.infer<typeof ReleaseDatesSchema>;

/**
 * A film's details with what the SPA's film page appends (`append_to_response=credits,similar,release_dates`):
 * each nested answer without its own id, as TMDB nests them; absent when not asked for.
 */
export type FilmPageDetails = MovieDetails & {
  credits?: Omit<Credits, 'id'>;
  similar?: MoviePage;
  release_dates?: Omit<ReleaseDates, 'id'>;
};

/** /3/movie/{id}/alternative_titles: the other titles a film goes by, with their country (ISO 3166-1, '' when unknown). */
export const AlternativeTitlesSchema = z.object({
  id: z.number().int(),
  titles: z.array(z.object({ iso_3166_1: z.string(), title: z.string(), type: z.string() })),
});
export type AlternativeTitles = z.infer<typeof AlternativeTitlesSchema>;

/** An image's file name as TMDB names them (ours too): what /images/<size>/<file> serves. */
export const POSTER_FILE = /^[A-Za-z0-9_-]{1,100}\.(jpg|jpeg|png|webp|svg)$/;

/** Every poster size TMDB's configuration lists; the image routes accept each of them. */
export const POSTER_SIZES = ['w92', 'w154', 'w185', 'w342', 'w500', 'w780', 'original'] as const;
