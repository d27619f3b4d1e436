import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import { apiErrorText, reasonOfText } from '../../http/error-codes';
import { IMPORT_UNMATCHED_ROWS_SHOWN, type ImportJob, type ImportReport, type UnmatchedRow } from '../../../contract/filmLogImport';
import type { Database, Queryable } from '../../db/database';
import { FilmLogLimitError, importLog, insertChunks, readChunks, removeImported, rowsAffected, writeImport, type FilmLogImport, type ImportWriter } from '../import-log';
import type { ImportRow, ParsedImport } from './import-rows';
import { filmKey, matchFilms, type FilmMatch } from './match-films';
import { giveTurns } from './turns';
import { FAVORITE_ACTORS_FILE } from './upload-files';

/** An unmatched row as unmatched.csv lists it: the report's fields and why, in words. */
export interface UnmatchedDetail extends UnmatchedRow {
  detail: string;
}

type MatchedRow = ImportRow & { movieId: number };

/** A running job touches its row at least this often, whatever it is doing: its heartbeat. */
const HEARTBEAT_MS = 10_000;
/**
 * A running job whose heartbeat is older than this died with its server: it reads as failed,
 * and its owner may start another. Nothing of it was written: on PostgreSQL writing is one
 * transaction, and on PGlite the next start removes what the job had written.
 */
const LEASE = "interval '60 seconds'";
const RUNNING = "status in ('matching', 'writing')";
/** A running job whose server is gone. */
const EXPIRED = `${RUNNING} and updated_at <= now() - ${LEASE}`;
/** Which process runs a job, for whoever reads import_jobs by hand. */
const NODE = `${os.hostname()}:${process.pid}`;
const STOPPED = apiErrorText('import_stopped');
const FAILED = apiErrorText('import_failed');

/**
 * Takes the person's one import slot: a job row in 'matching', which the unique index over
 * running jobs (migration 0013) lets exist once per person, so of two uploads at once one gets
 * the slot and the other null, on any node. A job whose server died no longer holds it.
 */
export async function takeImportSlot(db: Queryable, userId: number): Promise<number | null> {
  await db.query(`update import_jobs set status = 'failed', error = $2, updated_at = now() where user_id = $1 and ${EXPIRED}`, [
    userId,
    STOPPED,
  ]);
  const [row] = await db.query<{ id: number }>(
    `insert into import_jobs (user_id, node) values ($1, $2) on conflict (user_id) where ${RUNNING} do nothing returning id::int as id`,
    [userId, NODE],
  );
  return row?.id ?? null;
}

/** Gives the slot back when the upload is refused before its job starts: the client had its answer, nothing is left to poll. */
export async function releaseImportSlot(db: Queryable, jobId: number): Promise<void> {
  await db.query('delete from import_jobs where id = $1', [jobId]);
}

/**
 * At start, the jobs that cannot still be running are failed: on PGlite every running job (the
 * data directory is this process's alone) and the rows it had written in steps removed, on
 * PostgreSQL those whose heartbeat has stopped (their one transaction died with them).
 */
export async function failAbandonedImports(db: Database): Promise<number> {
  const abandoned = db.kind === 'pglite' ? RUNNING : EXPIRED;
  const jobs = await db.query<{ id: number; user_id: number }>(
    `update import_jobs set status = 'failed', error = $1, updated_at = now() where ${abandoned} returning id::int as id, user_id::int as user_id`,
    [STOPPED],
  );
  if (db.kind === 'pglite') for (const job of jobs) await removeImported(db, job.user_id, job.id);
  return jobs.length;
}

/** The owner's job, or null for anyone else's id. */
export async function readImportJob(db: Queryable, userId: number, jobId: number): Promise<ImportJob | null> {
  const [row] = await db.query<{ id: number; status: ImportJob['status']; processed: number; total: number; error: string | null; report: ImportReport | null; stale: boolean }>(
    `select id::int as id, status, processed, total, error, report,
       ${EXPIRED} as stale
     from import_jobs where id = $1 and user_id = $2`,
    [jobId, userId],
  );
  if (!row) return null;
  const error = row.stale ? STOPPED : row.error;
  return {
    id: row.id,
    status: row.stale ? 'failed' : row.status,
    processed: row.processed,
    total: row.total,
    ...(error === null ? {} : failure(error)),
    ...(row.report === null || row.stale ? {} : { report: row.report }),
  };
}

/** A failed job's reason and, as a refusal's, its code (contract/errors.ts): the job keeps the text it was written with. */
function failure(error: string): Pick<ImportJob, 'error' | 'error_code' | 'error_params'> {
  const reason = reasonOfText(error);
  if (!reason) return { error };
  const params = Object.entries(reason.params).map(([name, value]) => [name, String(value)]);
  return { error, error_code: reason.code, ...(params.length > 0 ? { error_params: Object.fromEntries(params) } : {}) };
}

/** Every unmatched row of the owner's finished job; null for anyone else's id. */
export async function readUnmatched(db: Queryable, userId: number, jobId: number): Promise<UnmatchedDetail[] | null> {
  const [row] = await db.query<{ unmatched: UnmatchedDetail[] }>(
    `select coalesce((select jsonb_agg(detail order by n) from import_unmatched where job_id = job.id), '[]') as unmatched
     from import_jobs job where id = $1 and user_id = $2`,
    [jobId, userId],
  );
  return row ? row.unmatched : null;
}

/**
 * Matches the rows against the catalogue with no transaction open, a batch of films per query
 * and a turn for the event loop between batches, so other requests go on meanwhile; then
 * writes the log with the report: on PostgreSQL in one transaction, on PGlite a chunk per
 * transaction (import-log.ts, inSteps). Any failure leaves the job failed and the person's log
 * as it was. `inTurn` runs the work when the node's other imports
 * let it (one at a time); until then the job reads as matching, none of its rows done.
 */
export async function runImportJob(
  db: Database,
  log: FastifyBaseLogger,
  jobId: number,
  userId: number,
  parsed: ParsedImport,
  inTurn: (work: () => Promise<void>) => Promise<void> = (work) => work(),
): Promise<void> {
  const heartbeat = setInterval(() => {
    db.query(`update import_jobs set updated_at = now() where id = $1 and ${RUNNING}`, [jobId]).catch((error: unknown) => log.warn({ err: error, jobId }, 'import heartbeat failed'));
  }, HEARTBEAT_MS);
  try {
    await db.query('update import_jobs set total = $2, updated_at = now() where id = $1', [jobId, parsed.rows.length]);
    // The heartbeat beats while the job waits its turn too.
    await inTurn(async () => {
      const matches = await matchRows(db, jobId, parsed.rows);
      const turn = giveTurns();
      const matched: MatchedRow[] = [];
      const unmatched: UnmatchedDetail[] = parsed.invalid.map((row) => ({ file: row.file, line: row.line, title: row.title, year: row.year, reason: 'malformed', detail: row.message }));
      for (const [index, row] of parsed.rows.entries()) {
        const match = matches[index] ?? { reason: 'not_found' };
        if ('movieId' in match) matched.push({ ...row, movieId: match.movieId });
        else unmatched.push({ file: row.file, line: row.line, title: row.film.title, year: row.film.year, ...unmatchedReason(match) });
        await turn();
      }
      const { actorIds, unknownActors } = await knownActors(db, parsed);
      unmatched.push(...unknownActors);
      unmatched.sort((a, b) => compareText(a.file, b.file) || a.line - b.line);
      await db.query(`update import_jobs set status = 'writing', processed = total, updated_at = now() where id = $1`, [jobId]);
      const write = async (writer: ImportWriter) => {
        const { filmLog, watchedSkipped } = await logOf(writer, userId, matched, parsed, actorIds);
        const outcome = await importLog(writer, userId, filmLog);
        const report: ImportReport = {
          files: parsed.files,
          matched: matched.length,
          unmatched: unmatched.length,
          unmatched_rows: unmatched.slice(0, IMPORT_UNMATCHED_ROWS_SHOWN).map(({ detail: _detail, ...row }) => row),
          created: outcome.created,
          skipped_existing: outcome.skipped_existing + watchedSkipped,
        };
        await insertChunks(writer, unmatched, (tx, chunk, start) =>
          rowsAffected(
            tx,
            `insert into import_unmatched (job_id, n, detail) select $1, $2::int + d.n, d.detail from jsonb_array_elements($3::jsonb) with ordinality as d(detail, n) returning 1`,
            [jobId, start, JSON.stringify(chunk)],
          ),
        );
        await writer.step((tx) => tx.query(`update import_jobs set status = 'done', report = $2, updated_at = now() where id = $1`, [jobId, JSON.stringify(report)]));
      };
      await writeImport(db, userId, jobId, write);
    });
  } catch (error) {
    if (!(error instanceof FilmLogLimitError)) log.error({ err: error, jobId }, 'import failed');
    const message = error instanceof FilmLogLimitError ? error.message : FAILED;
    await db.query(`update import_jobs set status = 'failed', error = $2, updated_at = now() where id = $1`, [jobId, message]);
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * The viewings by day, oldest first, in the file's order within a day: grouped by day and only
 * the days sorted, with turns between, where one sort of 45,000 viewings held the event loop
 * for 100 to 130 ms.
 */
async function oldestFirst<T extends { watchedOn: string }>(viewings: readonly T[], turn: () => Promise<void>): Promise<T[]> {
  const byDay = new Map<string, T[]>();
  for (const viewing of viewings) {
    const day = byDay.get(viewing.watchedOn);
    if (day) day.push(viewing);
    else byDay.set(viewing.watchedOn, [viewing]);
    await turn();
  }
  const ordered: T[] = [];
  for (const day of [...byDay.keys()].sort(compareText)) {
    ordered.push(...(byDay.get(day) ?? []));
    await turn();
  }
  return ordered;
}

/** Code-unit order: localeCompare costs a microsecond a call, seconds over a file of unmatched rows. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function unmatchedReason(match: Exclude<FilmMatch, { movieId: number }>): Pick<UnmatchedDetail, 'reason' | 'detail'> {
  switch (match.reason) {
    case 'not_found':
      return { reason: 'not_found', detail: 'No film in the catalogue has this title.' };
    case 'year_differs':
      return { reason: 'year_differs', detail: `The catalogue has this title only from ${match.years.map((year) => year || 'an unknown year').join(', ')}.` };
    case 'ambiguous':
      return { reason: 'ambiguous', detail: `${match.count} films in the catalogue have this title and year.` };
  }
}

/**
 * Each row's match, in the rows' order. Every distinct way the rows name a film is looked up
 * once; progress counts the rows whose film has been looked up, written after every batch.
 */
async function matchRows(db: Queryable, jobId: number, rows: readonly ImportRow[]): Promise<FilmMatch[]> {
  const turn = giveTurns();
  const keyIndex = new Map<string, number>();
  const films: ImportRow['film'][] = [];
  const rowsPerFilm: number[] = [];
  const filmOfRow: number[] = [];
  for (const row of rows) {
    const key = filmKey(row.film);
    let index = keyIndex.get(key);
    if (index === undefined) {
      index = films.push(row.film) - 1;
      keyIndex.set(key, index);
      rowsPerFilm.push(0);
    }
    rowsPerFilm[index] = (rowsPerFilm[index] ?? 0) + 1;
    filmOfRow.push(index);
    await turn();
  }
  let processed = 0;
  let counted = 0;
  const matches = await matchFilms(db, films, async (done) => {
    for (; counted < done; counted += 1) processed += rowsPerFilm[counted] ?? 0;
    await db.query('update import_jobs set processed = $2, updated_at = now() where id = $1', [jobId, processed]);
  });
  return filmOfRow.map((index) => matches[index] ?? { reason: 'not_found' });
}

/**
 * The log to add, oldest viewing first. A film in watched.csv (watched, no date logged) becomes
 * a viewing on the day it was marked only when neither the import nor the log has a viewing of
 * it, so our own export, whose watched.csv repeats the diary's films, reads back unchanged.
 */
async function logOf(write: ImportWriter, userId: number, rows: MatchedRow[], parsed: ParsedImport, favoriteActors: number[]): Promise<{ filmLog: FilmLogImport; watchedSkipped: number }> {
  const turn = giveTurns();
  const diary: FilmLogImport['diary'][number][] = [];
  const watched: (MatchedRow & { kind: 'watched' })[] = [];
  const ratings: FilmLogImport['ratings'][number][] = [];
  const watchlist: number[] = [];
  const favorites: number[] = [];
  const listEntries = new Map<string, (MatchedRow & { kind: 'list_entry' })[]>();
  for (const row of rows) {
    if (row.kind === 'diary') diary.push({ movieId: row.movieId, watchedOn: row.watchedOn, rating: row.rating, note: row.note });
    else if (row.kind === 'watched') watched.push(row);
    else if (row.kind === 'rating') ratings.push({ movieId: row.movieId, rating: row.rating });
    else if (row.kind === 'watchlist') watchlist.push(row.movieId);
    else if (row.kind === 'like') favorites.push(row.movieId);
    else {
      const entries = listEntries.get(row.file);
      if (entries) entries.push(row);
      else listEntries.set(row.file, [row]);
    }
    await turn();
  }
  const logged = new Set(diary.map((entry) => entry.movieId));
  const held = await readChunks(write, [...new Set(watched.map((row) => row.movieId))], (tx, chunk) =>
    tx.query<{ movie_id: number }>('select distinct movie_id from diary_entries where user_id = $1 and movie_id = any($2::integer[])', [userId, chunk]),
  );
  for (const { movie_id } of held) logged.add(movie_id);
  let watchedSkipped = 0;
  for (const row of watched) {
    if (logged.has(row.movieId)) {
      watchedSkipped += 1;
      continue;
    }
    logged.add(row.movieId);
    diary.push({ movieId: row.movieId, watchedOn: row.watchedOn, rating: null, note: null });
  }
  await turn();
  return {
    filmLog: {
      diary: await oldestFirst(diary, turn),
      ratings,
      watchlist,
      favorites,
      favoriteActors,
      lists: parsed.lists.map(({ name, description, file }) => ({
        name,
        description,
        movieIds: (listEntries.get(file) ?? []).sort((a, b) => a.position - b.position).map((entry) => entry.movieId),
      })),
    },
    watchedSkipped,
  };
}

/**
 * The favorite actors the catalogue has under the same id and name: a file edited by hand, or
 * from another server, cannot make someone else's id a favorite.
 */
async function knownActors(db: Queryable, parsed: ParsedImport): Promise<{ actorIds: number[]; unknownActors: UnmatchedDetail[] }> {
  const rows = await db.query<{ id: number; name: string }>('select id, name from people where id = any($1::integer[])', [
    parsed.favoriteActors.map((actor) => actor.personId),
  ]);
  const names = new Map(rows.map((row) => [row.id, row.name]));
  const actorIds: number[] = [];
  const unknownActors: UnmatchedDetail[] = [];
  for (const actor of parsed.favoriteActors) {
    if (actor.name !== null && names.get(actor.personId) === actor.name) actorIds.push(actor.personId);
    else unknownActors.push({ file: FAVORITE_ACTORS_FILE, line: actor.line, title: actor.name ?? '', year: null, reason: 'not_found', detail: 'No person in the catalogue has this id and name.' });
  }
  return { actorIds, unknownActors };
}
