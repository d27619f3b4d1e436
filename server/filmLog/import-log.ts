import { MAX_DIARY_ENTRIES_PER_USER, MAX_LISTS_PER_USER, MAX_MOVIES_PER_LIST } from '../../contract/filmLog';
import type { ImportCreated } from '../../contract/filmLogImport';
import type { Queryable } from '../db/database';
import { countViewings } from './diary';
import { giveTurns } from './import/turns';
import { lockUser } from './sql';

/**
 * A film log to add to a person's, already matched to movie ids and validated (ratings in half
 * steps from 0.5 to 5: contract/filmLog.ts RatingSchema; dates 'YYYY-MM-DD'; notes ≤ 500).
 * Arrays are in the order the entries were made, oldest first: later ones end up newer / last.
 */
export interface FilmLogImport {
  diary: ReadonlyArray<{ movieId: number; watchedOn: string; rating: number | null; note: string | null }>;
  ratings: ReadonlyArray<{ movieId: number; rating: number }>;
  watchlist: readonly number[];
  favorites: readonly number[];
  /** Person ids already checked against the catalogue. */
  favoriteActors: readonly number[];
  /** Matched to the person's lists by name (listTargets); a list not found is created last. */
  lists: ReadonlyArray<{ name: string; description: string; movieIds: readonly number[] }>;
}

export interface ImportOutcome {
  created: ImportCreated;
  /** Incoming entries that were there already (or repeated within the import) and left as they were. */
  skipped_existing: number;
}

/** A limit the import would pass: the caller's transaction must roll back, with this message for the person. */
export class FilmLogLimitError extends Error {}

/** Rows per statement: 20 to 50 ms of PGlite's time each (more with long notes), so the event loop gets a turn between them. */
const CHUNK = 500;

/** Runs an insert … returning statement and counts its rows in the database rather than sending them back. */
const inserted = async (tx: Queryable, sql: string, params: unknown[]): Promise<number> =>
  (await tx.query<{ count: number }>(`with written as (${sql}) select count(*)::int as count from written`, params))[0]?.count ?? 0;

/** Inserts `items` a chunk at a time, in order, giving the event loop a turn between chunks; the count inserted. */
async function insertChunks<T>(items: readonly T[], insert: (chunk: readonly T[]) => Promise<number>): Promise<number> {
  const turn = giveTurns();
  let count = 0;
  for (let start = 0; start < items.length; start += CHUNK) {
    count += await insert(items.slice(start, start + CHUNK));
    await turn();
  }
  return count;
}

/**
 * The import's viewings the log does not hold yet, in the import's order: a film's viewing on a
 * day is held when the log already has as many viewings of it that day as the import has up to
 * it. What the log holds is read for the whole import before anything is written, so the
 * import's own rows never count as held.
 */
async function newViewings(tx: Queryable, userId: number, diary: FilmLogImport['diary']): Promise<FilmLogImport['diary'][number][]> {
  const turn = giveTurns();
  const held = new Map<string, number>();
  const movieIds = [...new Set(diary.map((entry) => entry.movieId))];
  for (let start = 0; start < movieIds.length; start += CHUNK) {
    const rows = await tx.query<{ movie_id: number; watched_on: string; held: number }>(
      `select movie_id, to_char(watched_on, 'YYYY-MM-DD') as watched_on, count(*)::int as held from diary_entries
       where user_id = $1 and movie_id = any($2::integer[]) group by 1, 2`,
      [userId, movieIds.slice(start, start + CHUNK)],
    );
    for (const row of rows) held.set(`${row.movie_id} ${row.watched_on}`, row.held);
    await turn();
  }
  const seen = new Map<string, number>();
  const fresh = [];
  for (const entry of diary) {
    const key = `${entry.movieId} ${entry.watchedOn}`;
    const nth = (seen.get(key) ?? 0) + 1;
    seen.set(key, nth);
    if (nth > (held.get(key) ?? 0)) fresh.push(entry);
    await turn();
  }
  return fresh;
}

/**
 * Adds an import to the person's log inside the caller's transaction, skipping what is already
 * there, so importing the same file twice changes nothing:
 * - a viewing is there when the log had as many viewings of that film on that day as the import;
 * - a rating is there when the film has one (it is kept, not overwritten);
 * - a film is there when the list (the watchlist, the favorites, a named list) holds it;
 * - an actor is there when the person's favorite actors hold them.
 * Each kind is written a chunk of rows at a time (a 50,000-row diary in one statement held
 * PGlite, and with it the event loop, for 1.6 s).
 * Throws FilmLogLimitError past a per-user limit; the caller rolls the whole import back.
 */
export async function importLog(tx: Queryable, userId: number, log: FilmLogImport): Promise<ImportOutcome> {
  await lockUser(tx, userId);
  const fresh = await newViewings(tx, userId, log.diary);
  const diary = await insertChunks(fresh, (chunk) =>
    inserted(
      tx,
      `insert into diary_entries (user_id, movie_id, watched_on, rating, note)
       select $1, i.movie_id, i.watched_on, i.rating, nullif(i.note, '')
       from unnest($2::integer[], $3::date[], $4::numeric[], $5::text[]) with ordinality as i(movie_id, watched_on, rating, note, n)
       order by i.n
       returning id`,
      [userId, chunk.map((entry) => entry.movieId), chunk.map((entry) => entry.watchedOn), chunk.map((entry) => entry.rating), chunk.map((entry) => entry.note)],
    ),
  );
  if ((await countViewings(tx, userId)) > MAX_DIARY_ENTRIES_PER_USER) {
    throw new FilmLogLimitError(`A diary holds at most ${MAX_DIARY_ENTRIES_PER_USER} entries.`);
  }

  const ratings = await insertChunks(log.ratings, (chunk) =>
    inserted(
      tx,
      `insert into movie_ratings (user_id, movie_id, rating)
       select $1, movie_id, rating from unnest($2::integer[], $3::numeric[]) as r(movie_id, rating)
       on conflict do nothing returning movie_id`,
      [userId, chunk.map((entry) => entry.movieId), chunk.map((entry) => entry.rating)],
    ),
  );

  const movieList = (list: 'watchlist' | 'favorites', movieIds: readonly number[]) =>
    insertChunks(movieIds, (chunk) =>
      inserted(
        tx,
        `insert into movie_list_entries (user_id, list, movie_id)
         select $1, $2, movie_id from unnest($3::integer[]) with ordinality as m(movie_id, n) order by n
         on conflict do nothing returning movie_id`,
        [userId, list, chunk],
      ),
    );
  const watchlist = await movieList('watchlist', log.watchlist);
  const favorites = await movieList('favorites', log.favorites);
  const favoriteActors = await insertChunks(log.favoriteActors, (chunk) =>
    inserted(
      tx,
      `insert into favorite_actors (user_id, person_id)
       select $1, person_id from unnest($2::integer[]) with ordinality as p(person_id, n) order by n
       on conflict do nothing returning person_id`,
      [userId, chunk],
    ),
  );

  let lists = 0;
  let listEntries = 0;
  const heldLists = await tx.query<{ id: number; name: string }>('select id::int as id, name from user_lists where user_id = $1 order by position, id', [userId]);
  const targets = listTargets(heldLists, log.lists);
  for (const [index, list] of log.lists.entries()) {
    let listId = targets[index];
    if (listId === undefined) {
      const [created] = await tx.query<{ id: number }>(
        `insert into user_lists (user_id, name, description, position)
         values ($1, $2, $3, (select coalesce(max(position), 0) + 1 from user_lists where user_id = $1)) returning id::int as id`,
        [userId, list.name, list.description],
      );
      if (!created) throw new Error('the list was not stored');
      listId = created.id;
      lists += 1;
    }
    const id = listId;
    const added = await insertChunks(list.movieIds, (chunk) =>
      inserted(
        tx,
        `insert into user_list_entries (list_id, movie_id, position)
         select $1, m.movie_id, last.position + m.n
         from unnest($2::integer[]) with ordinality as m(movie_id, n),
              (select coalesce(max(position), 0) as position from user_list_entries where list_id = $1) last
         order by m.n
         on conflict do nothing returning movie_id`,
        [id, chunk],
      ),
    );
    if (added > 0) await tx.query('update user_lists set updated_at = now() where id = $1', [listId]);
    listEntries += added;
    const [count] = await tx.query<{ total: number }>('select count(*)::int as total from user_list_entries where list_id = $1', [listId]);
    if ((count?.total ?? 0) > MAX_MOVIES_PER_LIST) throw new FilmLogLimitError(`A list holds at most ${MAX_MOVIES_PER_LIST} films ("${list.name}").`);
  }
  const [listCount] = await tx.query<{ total: number }>('select count(*)::int as total from user_lists where user_id = $1', [userId]);
  if ((listCount?.total ?? 0) > MAX_LISTS_PER_USER) throw new FilmLogLimitError(`A person can have at most ${MAX_LISTS_PER_USER} lists.`);

  const incoming =
    log.diary.length + log.ratings.length + log.watchlist.length + log.favorites.length + log.favoriteActors.length + log.lists.reduce((sum, list) => sum + list.movieIds.length, 0);
  return {
    created: { diary, ratings, watchlist, lists, list_entries: listEntries, favorites, favorite_actors: favoriteActors },
    skipped_existing: incoming - diary - ratings - watchlist - favorites - favoriteActors - listEntries,
  };
}

/**
 * The person's list each incoming list adds to, or undefined where a new one is made. A list
 * takes at most one incoming list, so two lists of one file stay two (our export of "Noir" and
 * "noir"). Exact names are matched first; then, for what is left, a list whose name differs
 * only in case (a "noir" made here before importing Letterboxd's "Noir"). Lists made by this
 * import are not matched, and the same file imported again finds each by its exact name.
 */
function listTargets(held: ReadonlyArray<{ id: number; name: string }>, incoming: ReadonlyArray<{ name: string }>): Array<number | undefined> {
  const taken = new Set<number>();
  const take = (matches: (name: string) => boolean) => {
    const found = held.find((list) => !taken.has(list.id) && matches(list.name));
    if (found) taken.add(found.id);
    return found?.id;
  };
  const exact = incoming.map((list) => take((name) => name === list.name));
  return incoming.map((list, index) => exact[index] ?? take((name) => name.toLowerCase() === list.name.toLowerCase()));
}
