import { z } from 'zod';
import { MovieSummarySchema } from './movies';

/**
 * "For you" (GET /api/me/for-you/, docs/API.md): films ranked from the signed-in user's lists,
 * each with the reasons it is there, strongest first. Reasons are data, not sentences: the SPA
 * words them in the reader's language. Full zod, as the movie pages are: the SPA types these
 * answers without parsing them, so the schema stays out of its bundle.
 */

const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });
/** A film on the user's lists, and which list: the SPA words "you liked" for favorites only. */
const FilmRefSchema = z.object({ id: z.number().int(), title: z.string(), list: z.enum(['favorites', 'watchlist']) });

export const RecommendationReasonSchema = z.discriminatedUnion('kind', [
  /** A favorite person plays in it or directed it: "Because you like Al Pacino". */
  z.object({ kind: z.literal('actor'), person: PersonRefSchema }),
  /** Directed by the director of a film on the lists: "Directed by Francis Ford Coppola, like The Godfather". */
  z.object({ kind: z.literal('director'), person: PersonRefSchema, movie: FilmRefSchema }),
  /** Shares leading cast (and genres, era) with a film on the lists: "Because you liked Heat". */
  z.object({ kind: z.literal('movie'), movie: FilmRefSchema }),
  /** Same genre and era as a film on the lists, nobody in common; the genre named in the asked language. */
  z.object({ kind: z.literal('genre'), genre: z.object({ id: z.number().int(), name: z.string() }), movie: FilmRefSchema }),
]);
export type RecommendationReason = z.infer<typeof RecommendationReasonSchema>;

export const RecommendationSchema = z.object({
  movie: MovieSummarySchema,
  reasons: z.array(RecommendationReasonSchema).min(1),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

export const RecommendationsSchema = z.object({ results: z.array(RecommendationSchema) });
export type Recommendations = z.infer<typeof RecommendationsSchema>;
