import type { Queryable } from '../db/database';

export interface PhotosRepository {
  /** Stores the user's new photo in place of the old one and returns its version. */
  save(userId: number, webp: Buffer): Promise<number>;
  /** The version of the user's current photo, or null when they have none. */
  currentVersion(userId: number): Promise<number | null>;
  /** The user's photo bytes when `version` is their current one. */
  read(userId: number, version: number): Promise<Buffer | null>;
}

export function photosRepository(db: Queryable): PhotosRepository {
  return {
    async save(userId, webp) {
      // One statement: it commits before it answers, and a refused upload never reaches it.
      const [row] = await db.query<{ version: number }>(
        `insert into profile_photos (user_id, version, image) values ($1, nextval('profile_photo_versions'), $2)
         on conflict (user_id) do update set version = excluded.version, image = excluded.image, updated_at = now()
         returning version`,
        [userId, webp],
      );
      if (!row) throw new Error('the photo was not stored');
      return row.version;
    },
    async currentVersion(userId) {
      const [row] = await db.query<{ version: number }>('select version from profile_photos where user_id = $1', [userId]);
      return row?.version ?? null;
    },
    async read(userId, version) {
      const [row] = await db.query<{ image: Uint8Array }>(
        'select image from profile_photos where user_id = $1 and version = $2',
        [userId, version],
      );
      return row ? Buffer.from(row.image.buffer, row.image.byteOffset, row.image.byteLength) : null;
    },
  };
}
