import { apiErrorText } from '../http/error-codes';
import { MAX_DIARY_ENTRIES_PER_USER, MAX_LISTS_PER_USER, MAX_MOVIES_PER_LIST } from '../../contract/filmLog';
import type { ImportCreated } from '../../contract/filmLogImport';
import type { Database, Queryable } from '../db/database';
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

/**
 * How an import's statements reach the database: `step` runs a chunk's worth of work. Every row
 * written carries `jobId` (migration 0015), so an import written in steps can be undone.
 */
export interface ImportWriter {
  jobId: number | null;
  step<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
}

/** Every step inside one open transaction: the import shows all at once or, rolled back, not at all. */
const inTransaction = (tx: Queryable, jobId: number | null): ImportWriter => ({ jobId, step: (work) => work(tx) });

/**
 * Every step a transaction of its own, with a turn for other requests between them: for PGlite,
 * whose one connection a long transaction would take from everyone. The person sees the rows
 * appear as they are written; if the job fails, `removeImported` takes them out again.
 */
const inSteps = (db: Database, jobId: number): ImportWriter => ({ jobId, step: (work) => db.transaction(work) });

/**
 * Runs a job's writing so that it lands whole or not at all: on PostgreSQL in one transaction
 * (other connections read on meanwhile), on PGlite in steps whose rows are removed again if any
 * step fails. A server that dies mid-way leaves them to failAbandonedImports at its next start.
 */
export async function writeImport<T>(db: Database, userId: number, jobId: number, write: (writer: ImportWriter) => Promise<T>): Promise<T> {
  if (db.kind === 'postgres') return db.transaction((tx) => write(inTransaction(tx, jobId)));
  try {
    return await write(inSteps(db, jobId));
  } catch (error) {
    await removeImported(db, userId, jobId);
    throw error;
  }
}

/**
 * Rows per statement. The database answers one statement at a time, so another person's
 * request may wait for one of these: with three 20 MB imports at once on PGlite, 500 rows a
 * statement left their p50 at 33 to 43 ms and p99 at 126 to 172 ms, 200 rows 12 to 16 ms and 89
 * to 121 ms, the imports about 10 s longer (PERFORMANCE.md, issue 38).
 */
const CHUNK = 200;

/** Runs an insert or delete … returning statement and counts its rows in the database rather than sending them back. */
export const rowsAffected = async (tx: Queryable, sql: string, params: unknown[]): Promise<number> =>
  (await tx.query<{ count: number }>(`with written as (${sql}) select count(*)::int as count from written`, params))[0]?.count ?? 0;

/**
 * Inserts `items` a chunk at a time, in order, a step each with a turn for the event loop between
 * them (`start`: the chunk's first index in `items`); the count inserted.
 */
export async function insertChunks<T>(write: ImportWriter, items: readonly T[], insert: (tx: Queryable, chunk: readonly T[], start: number) => Promise<number>): Promise<number> {
  const turn = giveTurns();
  let count = 0;
  for (let start = 0; start < items.length; start += CHUNK) {
    const chunk = items.slice(start, start + CHUNK);
    count += await write.step((tx) => insert(tx, chunk, start));
    await turn();
  }
  return count;
}

/** Reads the rows for `ids` a chunk of ids per statement, with a turn between them: one statement over 30,000 ids held PGlite for 60 ms. */
export async function readChunks<Row>(write: ImportWriter, ids: readonly number[], read: (tx: Queryable, chunk: number[]) => Promise<Row[]>): Promise<Row[]> {
  const turn = giveTurns();
  const rows: Row[] = [];
  for (let start = 0; start < ids.length; start += CHUNK) {
    rows.push(...(await write.step((tx) => read(tx, ids.slice(start, start + CHUNK)))));
    await turn();
  }
  return rows;
}

/**
 * The import's viewings the log does not hold yet, in the import's order: a film's viewing on a
 * day is held when the log already has as many viewings of it that day as the import has up to
 * it. What the log holds is read for the whole import before anything is written, so the
 * import's own rows never count as held.
 */
async function newViewings(write: ImportWriter, userId: number, diary: FilmLogImport['diary']): Promise<FilmLogImport['diary'][number][]> {
  const turn = giveTurns();
  const held = new Map<string, number>();
  const rows = await readChunks(write, [...new Set(diary.map((entry) => entry.movieId))], (tx, chunk) =>
    tx.query<{ movie_id: number; watched_on: string; held: number }>(
      `select movie_id, to_char(watched_on, 'YYYY-MM-DD') as watched_on, count(*)::int as held from diary_entries
       where user_id = $1 and movie_id = any($2::integer[]) group by 1, 2`,
      [userId, chunk],
    ),
  );
  for (const row of rows) held.set(`${row.movie_id} ${row.watched_on}`, row.held);
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
 * Adds an import to the person's log, skipping what is already there, so importing the same
 * file twice changes nothing:
 * - a viewing is there when the log had as many viewings of that film on that day as the import;
 * - a rating is there when the film has one (it is kept, not overwritten);
 * - a film is there when the list (the watchlist, the favorites, a named list) holds it;
 * - an actor is there when the person's favorite actors hold them.
 * Each kind is written a chunk of rows at a time (a 50,000-row diary in one statement held
 * PGlite, and with it the event loop, for 1.6 s). Limits that can be known before writing are
 * checked before it; a list's own limit after its films are added.
 * Throws FilmLogLimitError past a per-user limit: the caller rolls the import back (inTransaction)
 * or removes its rows (inSteps).
 */
export async function importLog(write: ImportWriter, userId: number, log: FilmLogImport): Promise<ImportOutcome> {
  const { jobId } = write;
  // In one transaction this holds the person's row until the commit, so their own edits wait.
  await write.step((tx) => lockUser(tx, userId));
  const fresh = await newViewings(write, userId, log.diary);
  const viewings = await write.step((tx) => countViewings(tx, userId));
  if (viewings + fresh.length > MAX_DIARY_ENTRIES_PER_USER) {
    throw new FilmLogLimitError(apiErrorText('import_diary_full', { max: MAX_DIARY_ENTRIES_PER_USER }));
  }
  const heldLists = await write.step((tx) =>
    tx.query<{ id: number; name: string }>('select id::int as id, name from user_lists where user_id = $1 order by position, id', [userId]),
  );
  const targets = listTargets(heldLists, log.lists);
  if (heldLists.length + targets.filter((target) => target === undefined).length > MAX_LISTS_PER_USER) {
    throw new FilmLogLimitError(apiErrorText('import_too_many_lists', { max: MAX_LISTS_PER_USER }));
  }

  const diary = await insertChunks(write, fresh, (tx, chunk) =>
    rowsAffected(
      tx,
      `insert into diary_entries (user_id, movie_id, watched_on, rating, note, import_job_id)
       select $1, i.movie_id, i.watched_on, i.rating, nullif(i.note, ''), $6
       from unnest($2::integer[], $3::date[], $4::numeric[], $5::text[]) with ordinality as i(movie_id, watched_on, rating, note, n)
       order by i.n
       returning id`,
      [userId, chunk.map((entry) => entry.movieId), chunk.map((entry) => entry.watchedOn), chunk.map((entry) => entry.rating), chunk.map((entry) => entry.note), jobId],
    ),
  );

  const ratings = await insertChunks(write, log.ratings, (tx, chunk) =>
    rowsAffected(
      tx,
      `insert into movie_ratings (user_id, movie_id, rating, import_job_id)
       select $1, movie_id, rating, $4 from unnest($2::integer[], $3::numeric[]) as r(movie_id, rating)
       on conflict do nothing returning movie_id`,
      [userId, chunk.map((entry) => entry.movieId), chunk.map((entry) => entry.rating), jobId],
    ),
  );

  const movieList = (list: 'watchlist' | 'favorites', movieIds: readonly number[]) =>
    insertChunks(write, movieIds, (tx, chunk) =>
      rowsAffected(
        tx,
        `insert into movie_list_entries (user_id, list, movie_id, import_job_id)
         select $1, $2, movie_id, $4 from unnest($3::integer[]) with ordinality as m(movie_id, n) order by n
         on conflict do nothing returning movie_id`,
        [userId, list, chunk, jobId],
      ),
    );
  const watchlist = await movieList('watchlist', log.watchlist);
  const favorites = await movieList('favorites', log.favorites);
  const favoriteActors = await insertChunks(write, log.favoriteActors, (tx, chunk) =>
    rowsAffected(
      tx,
      // A person id of an older archive may be a former one (former-people.ts): the person it names now is the favourite.
      `insert into favorite_actors (user_id, person_id, import_job_id)
       select $1, coalesce(f.person_id, p.person_id), $3 from unnest($2::integer[]) with ordinality as p(person_id, n)
       left join former_people f on f.id = p.person_id order by n
       on conflict do nothing returning person_id`,
      [userId, chunk, jobId],
    ),
  );

  let lists = 0;
  let listEntries = 0;
  for (const [index, list] of log.lists.entries()) {
    let listId = targets[index];
    if (listId === undefined) {
      const [created] = await write.step((tx) =>
        tx.query<{ id: number }>(
          `insert into user_lists (user_id, name, description, position, import_job_id)
           values ($1, $2, $3, (select coalesce(max(position), 0) + 1 from user_lists where user_id = $1), $4) returning id::int as id`,
          [userId, list.name, list.description, jobId],
        ),
      );
      if (!created) throw new Error('the list was not stored');
      listId = created.id;
      lists += 1;
    }
    const id = listId;
    const added = await insertChunks(write, list.movieIds, (tx, chunk) =>
      rowsAffected(
        tx,
        `insert into user_list_entries (list_id, movie_id, position, import_job_id)
         select $1, m.movie_id, last.position + m.n, $3
         from unnest($2::integer[]) with ordinality as m(movie_id, n),
              (select coalesce(max(position), 0) as position from user_list_entries where list_id = $1) last
         order by m.n
         on conflict do nothing returning movie_id`,
        [id, chunk, jobId],
      ),
    );
    listEntries += added;
    const total = await write.step(async (tx) => {
      if (added > 0) await tx.query('update user_lists set updated_at = now() where id = $1', [id]);
      return (await tx.query<{ total: number }>('select count(*)::int as total from user_list_entries where list_id = $1', [id]))[0]?.total ?? 0;
    });
    if (total > MAX_MOVIES_PER_LIST) throw new FilmLogLimitError(apiErrorText('import_list_full', { max: MAX_MOVIES_PER_LIST, list: list.name }));
  }

  const incoming =
    log.diary.length + log.ratings.length + log.watchlist.length + log.favorites.length + log.favoriteActors.length + log.lists.reduce((sum, list) => sum + list.movieIds.length, 0);
  return {
    created: { diary, ratings, watchlist, lists, list_entries: listEntries, favorites, favorite_actors: favoriteActors },
    skipped_existing: incoming - diary - ratings - watchlist - favorites - favoriteActors - listEntries,
  };
}

/**
 * Where each table keeps a person's imported rows, in the order they are removed: entries
 * before the lists that hold them (a list the job made takes the rest of its entries with it).
 */
const IMPORTED_ROWS = [
  ['user_list_entries', 'list_id in (select id from user_lists where user_id = $1)'],
  ['user_lists', 'user_id = $1'],
  ['diary_entries', 'user_id = $1'],
  ['movie_ratings', 'user_id = $1'],
  ['movie_list_entries', 'user_id = $1'],
  ['favorite_actors', 'user_id = $1'],
] as const;

/**
 * Takes a job's rows out of the person's log, a chunk per statement with a turn between them,
 * so undoing a large import holds nobody up either. Rows the job found already there were never
 * its own and stay; the person's own changes meanwhile stay too. Returns the rows removed.
 */
export async function removeImported(db: Database, userId: number, jobId: number): Promise<number> {
  const turn = giveTurns();
  let removed = 0;
  for (const [table, owner] of IMPORTED_ROWS) {
    for (;;) {
      const count = await rowsAffected(
        db,
        `delete from ${table} where ctid = any(array(select ctid from ${table} where ${owner} and import_job_id = $2 limit ${CHUNK})) returning 1`,
        [userId, jobId],
      );
      removed += count;
      await turn();
      if (count === 0) break;
    }
  }
  return removed;
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
