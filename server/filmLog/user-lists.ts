import { MAX_LISTS_PER_USER, MAX_MOVIES_PER_LIST } from '../../contract/filmLog';
import type { Database, Queryable } from '../db/database';
import { newShareToken } from './share-token';
import { isoTimestamp, lockUser, reordered, type RowPage } from './sql';

export interface ListRow {
  id: number;
  name: string;
  description: string;
  movie_count: number;
  position: number;
  shared: boolean;
  updated_at: string;
}

export interface ListEntryRow {
  movie_id: number;
  position: number;
  added_at: string;
}

/** What a shared link shows: nothing of the owner. */
export interface SharedListRow {
  id: number;
  name: string;
  description: string;
  movie_count: number;
}

export interface ListChanges {
  name?: string | undefined;
  description?: string | undefined;
}

const LIST_COLUMNS = `l.id::int as id, l.name, l.description,
  (select count(*)::int from user_list_entries e where e.list_id = l.id) as movie_count,
  l.position, l.share_token is not null as shared, ${isoTimestamp('l.updated_at')} as updated_at`;

const ENTRY_COLUMNS = `movie_id, position, ${isoTimestamp('added_at')} as added_at`;

export type CreateListResult = { kind: 'created'; list: ListRow } | { kind: 'limit' } | { kind: 'gone' };
export type AddToListResult = 'added' | 'not_found' | 'limit';
export type ReorderResult = 'reordered' | 'not_found' | 'unknown_ids';

/** The person's own lists. Every call names the owner: another person's list id finds nothing. */
export function userListsStore(db: Database) {
  const one = async (q: Queryable, userId: number, listId: number): Promise<ListRow | null> => {
    const [row] = await q.query<ListRow>(`select ${LIST_COLUMNS} from user_lists l where l.id = $1 and l.user_id = $2`, [listId, userId]);
    return row ?? null;
  };
  /** Locks the list for the transaction; false when it is not the user's. */
  const lockList = async (tx: Queryable, userId: number, listId: number): Promise<boolean> =>
    (await tx.query('select 1 from user_lists where id = $1 and user_id = $2 for update', [listId, userId])).length > 0;
  const touch = (tx: Queryable, listId: number) => tx.query('update user_lists set updated_at = now() where id = $1', [listId]);

  return {
    all(userId: number): Promise<ListRow[]> {
      return db.query<ListRow>(`select ${LIST_COLUMNS} from user_lists l where l.user_id = $1 order by l.position, l.id`, [userId]);
    },

    get: (userId: number, listId: number) => one(db, userId, listId),

    /** A new list goes last. */
    create(userId: number, name: string, description: string): Promise<CreateListResult> {
      return db.transaction(async (tx) => {
        if (!(await lockUser(tx, userId))) return { kind: 'gone' };
        const [count] = await tx.query<{ total: number }>('select count(*)::int as total from user_lists where user_id = $1', [userId]);
        if ((count?.total ?? 0) >= MAX_LISTS_PER_USER) return { kind: 'limit' };
        const [created] = await tx.query<{ id: number }>(
          `insert into user_lists (user_id, name, description, position)
           values ($1, $2, $3, (select coalesce(max(position), 0) + 1 from user_lists where user_id = $1))
           returning id::int as id`,
          [userId, name, description],
        );
        const list = created && (await one(tx, userId, created.id));
        if (!list) throw new Error('the list was not stored');
        return { kind: 'created', list };
      });
    },

    /** Null when the list is not the user's. */
    async update(userId: number, listId: number, changes: ListChanges): Promise<ListRow | null> {
      await db.query(
        `update user_lists set name = coalesce($3, name), description = coalesce($4, description), updated_at = now()
         where id = $1 and user_id = $2`,
        [listId, userId, changes.name ?? null, changes.description ?? null],
      );
      return one(db, userId, listId);
    },

    async remove(userId: number, listId: number): Promise<boolean> {
      return (await db.query('delete from user_lists where id = $1 and user_id = $2 returning id', [listId, userId])).length > 0;
    },

    /** 'not_found' when an id is not one of the user's lists; nothing changes then. */
    reorder(userId: number, listIds: readonly number[]): Promise<Exclude<ReorderResult, 'unknown_ids'>> {
      return db.transaction(async (tx) => {
        await lockUser(tx, userId);
        const current = (await tx.query<{ id: number }>('select id::int as id from user_lists where user_id = $1 order by position, id', [userId])).map(
          (row) => row.id,
        );
        const own = new Set(current);
        if (!listIds.every((id) => own.has(id))) return 'not_found';
        await tx.query(
          `update user_lists l set position = o.position
           from unnest($2::bigint[]) with ordinality as o(id, position) where l.id = o.id and l.user_id = $1`,
          [userId, reordered(current, listIds)],
        );
        return 'reordered';
      });
    },

    /** The list's films in list order. */
    async moviePage(listId: number, page: number, pageSize: number): Promise<RowPage<ListEntryRow>> {
      const rows = await db.query<ListEntryRow>(
        `select ${ENTRY_COLUMNS} from user_list_entries where list_id = $1 order by position, movie_id limit $2 offset $3`,
        [listId, pageSize, (page - 1) * pageSize],
      );
      const [count] = await db.query<{ total: number }>('select count(*)::int as total from user_list_entries where list_id = $1', [listId]);
      return { rows, total: count?.total ?? 0 };
    },

    /** A film already on the list keeps its place: idempotent. New films go last. */
    addMovie(userId: number, listId: number, movieId: number): Promise<AddToListResult> {
      return db.transaction(async (tx) => {
        if (!(await lockList(tx, userId, listId))) return 'not_found';
        const [state] = await tx.query<{ present: boolean; total: number }>(
          `select bool_or(movie_id = $2) as present, count(*)::int as total from user_list_entries where list_id = $1`,
          [listId, movieId],
        );
        if (state?.present) return 'added';
        if ((state?.total ?? 0) >= MAX_MOVIES_PER_LIST) return 'limit';
        await tx.query(
          `insert into user_list_entries (list_id, movie_id, position)
           values ($1, $2, (select coalesce(max(position), 0) + 1 from user_list_entries where list_id = $1))`,
          [listId, movieId],
        );
        await touch(tx, listId);
        return 'added';
      });
    },

    /** Removing a film that is not on the list is already done; only a list that is not the user's is 'not_found'. */
    removeMovie(userId: number, listId: number, movieId: number): Promise<'removed' | 'not_found'> {
      return db.transaction(async (tx) => {
        if (!(await lockList(tx, userId, listId))) return 'not_found';
        const removed = await tx.query('delete from user_list_entries where list_id = $1 and movie_id = $2 returning movie_id', [listId, movieId]);
        if (removed.length > 0) await touch(tx, listId);
        return 'removed';
      });
    },

    /** 'unknown_ids' when a film named is not on the list; nothing changes then. */
    reorderMovies(userId: number, listId: number, movieIds: readonly number[]): Promise<ReorderResult> {
      return db.transaction(async (tx) => {
        if (!(await lockList(tx, userId, listId))) return 'not_found';
        const current = (await tx.query<{ movie_id: number }>('select movie_id from user_list_entries where list_id = $1 order by position, movie_id', [listId])).map(
          (row) => row.movie_id,
        );
        const onList = new Set(current);
        if (!movieIds.every((id) => onList.has(id))) return 'unknown_ids';
        await tx.query(
          `update user_list_entries e set position = o.position
           from unnest($2::integer[]) with ordinality as o(movie_id, position) where e.list_id = $1 and e.movie_id = o.movie_id`,
          [listId, reordered(current, movieIds)],
        );
        await touch(tx, listId);
        return 'reordered';
      });
    },

    /** The list's share token, made on the first call and kept while shared: idempotent. Null when not the user's. */
    async share(userId: number, listId: number): Promise<string | null> {
      const [row] = await db.query<{ share_token: string }>(
        'update user_lists set share_token = coalesce(share_token, $3) where id = $1 and user_id = $2 returning share_token',
        [listId, userId, newShareToken()],
      );
      return row?.share_token ?? null;
    },

    /** The old link names nothing afterwards; sharing again makes a new one. */
    async unshare(userId: number, listId: number): Promise<boolean> {
      return (await db.query('update user_lists set share_token = null where id = $1 and user_id = $2 returning id', [listId, userId])).length > 0;
    },

    async shared(token: string): Promise<SharedListRow | null> {
      const [row] = await db.query<SharedListRow>(
        `select l.id::int as id, l.name, l.description,
           (select count(*)::int from user_list_entries e where e.list_id = l.id) as movie_count
         from user_lists l where l.share_token = $1`,
        [token],
      );
      return row ?? null;
    },

    /** The ids of the user's lists that hold the film, in list order. */
    async holding(userId: number, movieId: number): Promise<number[]> {
      const rows = await db.query<{ id: number }>(
        `select l.id::int as id from user_lists l join user_list_entries e on e.list_id = l.id
         where l.user_id = $1 and e.movie_id = $2 order by l.position, l.id`,
        [userId, movieId],
      );
      return rows.map((row) => row.id);
    },
  };
}

export type UserListsStore = ReturnType<typeof userListsStore>;
