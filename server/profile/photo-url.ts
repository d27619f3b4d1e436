import type { PhotosRepository } from './photos-repository';

/** Where a photo version is served: a new upload is a new URL, and a browser still holding the old one never shows it (photo.ts revalidates). */
export const photoUrl = (version: number): string => `/api/me/photo/${version}.webp`;

/** The user's `profile_picture` as every route answers it: their current photo's URL, or null. */
export async function profilePictureUrl(photos: PhotosRepository, userId: number): Promise<string | null> {
  const version = await photos.currentVersion(userId);
  return version === null ? null : photoUrl(version);
}

/** The version in a photo file name such as `12.webp`, or null when the name is not one. */
export function photoVersionFromFileName(fileName: string): number | null {
  const match = /^([1-9]\d{0,9})\.webp$/.exec(fileName);
  const version = Number(match?.[1]);
  return match && version <= 2_147_483_647 ? version : null;
}
