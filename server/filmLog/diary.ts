import { MAX_DIARY_ENTRIES_PER_USER } from '../../contract/filmLog';
import type { Database, Queryable } from '../db/database';
import { isoTimestamp, lockUser, type RowPage } from './sql';

/** A viewing as stored; the route adds the film's card. */
export interface DiaryRow {
  id: number;
  movie_id: number;
  watched_on: string;
  rating: number | null;
  note: string | null;
  created_at: string;
}

export interface NewViewing {
  movieId: number;
  watchedOn: string;
  rating: number | null;
  note: string | null;
}

/** Only the fields present change; null clears rating or note. */
export interface ViewingChanges {
  watched_on?: string | undefined;
  rating?: number | null | undefined;
  note?: string | null | undefined;
}

export const DIARY_COLUMNS = `id::int as id, movie_id, watched_on::text as watched_on, rating::float8 as rating, note,
  ${isoTimestamp('created_at')} as created_at`;

/** Columns the update may set: a fixed list, so a field name never reaches the SQL text from outside. */
const CHANGEABLE = ['watched_on', 'rating', 'note'] as const;

/** An empty note is no note. */
export const noteOrNull = (note: string | null | undefined): string | null => (note ? note : null);

export type AddViewingResult = { kind: 'added'; entry: DiaryRow } | { kind: 'limit' } | { kind: 'gone' };

export function diaryStore(db: Database) {
  return {
    add(userId: number, viewing: NewViewing): Promise<AddViewingResult> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { kind: 'gone' };
        if ((await countViewings(tx, userId)) >= MAX_DIARY_ENTRIES_PER_USER) return { kind: 'limit' };
        const [entry] = await tx.query<DiaryRow>(
          `insert into diary_entries (user_id, movie_id, watched_on, rating, note) values ($1, $2, $3, $4, $5)
           returning ${DIARY_COLUMNS}`,
          [userId, viewing.movieId, viewing.watchedOn, viewing.rating, noteOrNull(viewing.note)],
        );
        if (!entry) throw new Error('the diary entry was not stored');
        return { kind: 'added', entry };
      });
    },

    /** Null when the entry is not this user's (or not there). */
    async update(userId: number, entryId: number, changes: ViewingChanges): Promise<DiaryRow | null> {
      const fields = CHANGEABLE.filter((field) => changes[field] !== undefined);
      const values = fields.map((field) => (field === 'note' ? noteOrNull(changes.note) : changes[field]));
      const set = fields.map((field, index) => `${field} = $${index + 3}`);
      const [entry] = await db.query<DiaryRow>(
        set.length > 0
          ? `update diary_entries set ${set.join(', ')} where id = $1 and user_id = $2 returning ${DIARY_COLUMNS}`
          : `select ${DIARY_COLUMNS} from diary_entries where id = $1 and user_id = $2`,
        [entryId, userId, ...values],
      );
      return entry ?? null;
    },

    /** False when the entry is not this user's (or not there). */
    async remove(userId: number, entryId: number): Promise<boolean> {
      const rows = await db.query('delete from diary_entries where id = $1 and user_id = $2 returning id', [entryId, userId]);
      return rows.length > 0;
    },

    /** Newest viewing date first, then the newest entry; `year` keeps that calendar year only. */
    async page(userId: number, page: number, pageSize: number, year?: number): Promise<RowPage<DiaryRow>> {
      const inYear = year === undefined ? '' : 'and watched_on >= make_date($2, 1, 1) and watched_on < make_date($2 + 1, 1, 1)';
      const params: unknown[] = year === undefined ? [userId] : [userId, year];
      const rows = await db.query<DiaryRow>(
        `select ${DIARY_COLUMNS} from diary_entries where user_id = $1 ${inYear}
         order by watched_on desc, id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, pageSize, (page - 1) * pageSize],
      );
      const [count] = await db.query<{ total: number }>(
        `select count(*)::int as total from diary_entries where user_id = $1 ${inYear}`,
        params,
      );
      return { rows, total: count?.total ?? 0 };
    },

    /** The film's viewings, newest first. */
    forFilm(userId: number, movieId: number, limit: number): Promise<DiaryRow[]> {
      return db.query<DiaryRow>(
        `select ${DIARY_COLUMNS} from diary_entries where user_id = $1 and movie_id = $2
         order by watched_on desc, id desc limit $3`,
        [userId, movieId, limit],
      );
    },
  };
}

export type DiaryStore = ReturnType<typeof diaryStore>;

export async function countViewings(db: Queryable, userId: number): Promise<number> {
  const [row] = await db.query<{ total: number }>('select count(*)::int as total from diary_entries where user_id = $1', [userId]);
  return row?.total ?? 0;
}
