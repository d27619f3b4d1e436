import { z } from 'zod';
import { apiErrorText } from './errors';
import { PersonSummarySchema } from './lists';
import { pagedSchema } from './movies';

/**
 * The profile's list pages (docs/API.md, "Profile"). Movie lists answer TMDB's paged list
 * shape (MoviePageSchema), so a profile draws them like any other list. The photo's payloads
 * are in photo.ts and the lists' ids in lists.ts (zod/mini, for the SPA); the server's routes
 * still import them from here.
 */

export const ListPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: apiErrorText('not_an_integer') })
    .int(apiErrorText('not_an_integer'))
    .min(1, apiErrorText('too_small', { min: 1 }))
    .max(100_000, apiErrorText('too_large', { max: 100_000 }))
    .default(1),
});

export const PersonPageSchema = pagedSchema(PersonSummarySchema);
export type PersonPage = z.infer<typeof PersonPageSchema>;

