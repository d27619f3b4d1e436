import type { Queryable } from '../db/database';
import { DIARY_COLUMNS, type DiaryRow } from './diary';
import { isoTimestamp } from './sql';

/** Everything a person keeps, for the export: ids as stored, oldest first (the order an import reads back). */
export interface PersonLog {
  account: { email: string; created: string };
  favorites: Array<{ movie_id: number; added_at: string }>;
  watchlist: Array<{ movie_id: number; added_at: string }>;
  favorite_actors: Array<{ person_id: number; added_at: string }>;
  diary: DiaryRow[];
  ratings: Array<{ movie_id: number; rating: number; updated_at: string }>;
  /** In the person's order, each list's films in list order. */
  lists: Array<{ id: number; name: string; description: string; movie_ids: number[] }>;
}

/** Reads the whole log; run it in one transaction so the parts agree. Null when the user is gone. */
export async function readLog(db: Queryable, userId: number): Promise<PersonLog | null> {
  const [account] = await db.query<PersonLog['account']>(`select email, ${isoTimestamp('created_at')} as created from users where id = $1`, [userId]);
  if (!account) return null;
  const movieList = (list: 'favorites' | 'watchlist') =>
    db.query<{ movie_id: number; added_at: string }>(
      `select movie_id, ${isoTimestamp('added_at')} as added_at from movie_list_entries where user_id = $1 and list = $2 order by position`,
      [userId, list],
    );
  const favorites = await movieList('favorites');
  const watchlist = await movieList('watchlist');
  const favoriteActors = await db.query<{ person_id: number; added_at: string }>(
    `select person_id, ${isoTimestamp('added_at')} as added_at from favorite_actors where user_id = $1 order by position`,
    [userId],
  );
  const diary = await db.query<DiaryRow>(`select ${DIARY_COLUMNS} from diary_entries where user_id = $1 order by watched_on, id`, [userId]);
  const ratings = await db.query<{ movie_id: number; rating: number; updated_at: string }>(
    `select movie_id, rating::float8 as rating, ${isoTimestamp('updated_at')} as updated_at from movie_ratings where user_id = $1 order by updated_at, movie_id`,
    [userId],
  );
  const lists = await db.query<{ id: number; name: string; description: string; movie_ids: number[] | null }>(
    `select l.id::int as id, l.name, l.description,
       array(select e.movie_id from user_list_entries e where e.list_id = l.id order by e.position, e.movie_id) as movie_ids
     from user_lists l where l.user_id = $1 order by l.position, l.id`,
    [userId],
  );
  return {
    account,
    favorites,
    watchlist,
    favorite_actors: favoriteActors,
    diary,
    ratings,
    lists: lists.map((list) => ({ ...list, movie_ids: list.movie_ids ?? [] })),
  };
}
