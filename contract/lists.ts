import * as z from 'zod/mini';

/** The private lists' ids and entries (docs/API.md, "Profile"). zod/mini: the SPA validates these answers. */

export const MOVIE_LISTS = ['favorites', 'watchlist'] as const;
export type MovieListName = (typeof MOVIE_LISTS)[number];

export const PersonSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  profile_path: z.nullable(z.string()),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

/** Every id on each list, newest first: enough to draw toggles on cards without a call per card. */
export const ListIdsSchema = z.object({
  favorites: z.array(z.int()),
  watchlist: z.array(z.int()),
  favorite_actors: z.array(z.int()),
});
export type ListIds = z.infer<typeof ListIdsSchema>;
