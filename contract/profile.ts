import { z } from 'zod';
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
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(100_000, 'Ensure this value is less than or equal to 100000.')
    .default(1),
});

export const PersonPageSchema = pagedSchema(PersonSummarySchema);
export type PersonPage = z.infer<typeof PersonPageSchema>;

