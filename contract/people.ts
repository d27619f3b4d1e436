import { z } from 'zod';
import { MovieSummarySchema, pagedSchema } from './movies';

/**
 * People in TMDB v3's shapes (/3/person/{id}, /3/person/{id}/movie_credits, /3/search/person),
 * shared by the server and the SPA. The embedded catalogue knows a person's name, films and
 * department only: what it lacks (biography, birthday, photo) stays empty or null.
 */

export const PersonDetailsSchema = z.object({
  adult: z.boolean(),
  also_known_as: z.array(z.string()),
  biography: z.string(),
  birthday: z.string().nullable(),
  deathday: z.string().nullable(),
  /** TMDB's code: 0 not set, 1 female, 2 male, 3 non-binary. */
  gender: z.number().int(),
  homepage: z.string().nullable(),
  id: z.number().int(),
  imdb_id: z.string().nullable(),
  known_for_department: z.string(),
  name: z.string(),
  place_of_birth: z.string().nullable(),
  popularity: z.number(),
  profile_path: z.string().nullable(),
});
export type PersonDetails = z.infer<typeof PersonDetailsSchema>;

/** A film in a person's credits: the film's list entry and the part the person had in it. */
const PersonCastCreditSchema = MovieSummarySchema.extend({
  character: z.string(),
  credit_id: z.string(),
  order: z.number().int(),
});
export type PersonCastCredit = z.infer<typeof PersonCastCreditSchema>;

const PersonCrewCreditSchema = MovieSummarySchema.extend({
  credit_id: z.string(),
  department: z.string(),
  job: z.string(),
});
export type PersonCrewCredit = z.infer<typeof PersonCrewCreditSchema>;

export const PersonMovieCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(PersonCastCreditSchema),
  crew: z.array(PersonCrewCreditSchema),
});
export type PersonMovieCredits = z.infer<typeof PersonMovieCreditsSchema>;

/** One hit of /3/search/person: the person and a few of the films they are known for. */
export const PersonSearchResultSchema = z.object({
  adult: z.boolean(),
  gender: z.number().int(),
  id: z.number().int(),
  known_for_department: z.string(),
  name: z.string(),
  original_name: z.string(),
  popularity: z.number(),
  profile_path: z.string().nullable(),
  known_for: z.array(MovieSummarySchema.extend({ media_type: z.literal('movie') })),
});
export type PersonSearchResult = z.infer<typeof PersonSearchResultSchema>;

export const PersonSearchPageSchema = pagedSchema(PersonSearchResultSchema);
export type PersonSearchPage = z.infer<typeof PersonSearchPageSchema>;
