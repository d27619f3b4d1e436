import type { Queryable } from '../db/database';

/** A film's current rating (Letterboxd's ratings.csv), apart from the rating given at any viewing. */
export function ratingsStore(db: Queryable) {
  return {
    /** Setting the same rating again changes nothing: idempotent. False when the account is gone. */
    async set(userId: number, movieId: number, rating: number): Promise<boolean> {
      const rows = await db.query(
        `insert into movie_ratings (user_id, movie_id, rating) select id, $2, $3 from users where id = $1
         on conflict (user_id, movie_id) do update set rating = excluded.rating, updated_at = now() returning movie_id`,
        [userId, movieId, rating],
      );
      return rows.length > 0;
    },
    async clear(userId: number, movieId: number): Promise<void> {
      await db.query('delete from movie_ratings where user_id = $1 and movie_id = $2', [userId, movieId]);
    },
    async of(userId: number, movieId: number): Promise<number | null> {
      const [row] = await db.query<{ rating: number }>(
        'select rating::float8 as rating from movie_ratings where user_id = $1 and movie_id = $2',
        [userId, movieId],
      );
      return row?.rating ?? null;
    },
  };
}

export type RatingsStore = ReturnType<typeof ratingsStore>;
