import { z } from 'zod';
import { pagedSchema } from './movies';

/**
 * The profile's payloads (docs/API.md, "Profile"): the photo and the three private lists.
 * Movie lists answer TMDB's paged list shape (MoviePageSchema), so a profile draws them like any other list.
 */

/** The upload limits, for the SPA to check before sending; the server checks the bytes anyway. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The multipart field the photo travels in. */
export const PHOTO_FIELD = 'photo';

/** `profile_picture` is a versioned URL (`/api/me/photo/<version>.webp`): a new upload gives a new URL. */
export const ProfilePictureSchema = z.object({ profile_picture: z.string().nullable() });
export type ProfilePicture = z.infer<typeof ProfilePictureSchema>;

export const PhotoUploadedSchema = z.object({ profile_picture: z.string() });

export const MOVIE_LISTS = ['favorites', 'watchlist'] as const;
export type MovieListName = (typeof MOVIE_LISTS)[number];

export const ListPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'A valid integer is required.' })
    .int('A valid integer is required.')
    .min(1, 'Ensure this value is greater than or equal to 1.')
    .max(100_000, 'Ensure this value is less than or equal to 100000.')
    .default(1),
});

const PersonSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_path: z.string().nullable(),
});
export type PersonSummary = z.infer<typeof PersonSummarySchema>;

export const PersonPageSchema = pagedSchema(PersonSummarySchema);

/** Every id on each list, newest first: enough to draw toggles on cards without a call per card. */
export const ListIdsSchema = z.object({
  favorites: z.array(z.number().int()),
  watchlist: z.array(z.number().int()),
  favorite_actors: z.array(z.number().int()),
});
export type ListIds = z.infer<typeof ListIdsSchema>;
