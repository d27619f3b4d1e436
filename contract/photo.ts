import * as z from 'zod/mini';

/** The profile photo's payloads and limits (docs/API.md, "Profile"). zod/mini: the SPA validates these answers. */

/** The upload limits, for the SPA to check before sending; the server checks the bytes anyway. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
/** The multipart field the photo travels in. */
export const PHOTO_FIELD = 'photo';

/** `profile_picture` is a versioned URL (`/api/me/photo/<version>.webp`): a new upload gives a new URL. */
export const ProfilePictureSchema = z.object({ profile_picture: z.nullable(z.string()) });
export type ProfilePicture = z.infer<typeof ProfilePictureSchema>;

export const PhotoUploadedSchema = z.object({ profile_picture: z.string() });
export type PhotoUploaded = z.infer<typeof PhotoUploadedSchema>;
