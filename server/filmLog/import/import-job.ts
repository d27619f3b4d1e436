import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_UNMATCHED_ROWS_SHOWN, type ImportJob, type ImportReport, type UnmatchedRow } from '../../../contract/filmLogImport';
import type { Database, Queryable } from '../../db/database';
import { FilmLogLimitError, importLog, type FilmLogImport } from '../import-log';
import type { ImportRow, ParsedImport } from './import-rows';
import { filmKey, matchFilm, type FilmMatch } from './match-films';
import { FAVORITE_ACTORS_FILE } from './upload-files';

/** An unmatched row as unmatched.csv lists it: the report's fields and why, in words. */
export interface UnmatchedDetail extends UnmatchedRow {
  detail: string;
}

type MatchedRow = ImportRow & { movieId: number };

/** Progress is written after this many rows, so polls see it move without a write per row. */
const PROGRESS_EVERY = 50;
/**
 * A job that has not moved for this long died with its server (matching writes progress far
 * more often): it reads as failed, and its owner may start another. Nothing of it was written,
 * because writing is one transaction.
 */
const STALE_AFTER = "interval '10 minutes'";
const STOPPED = 'The import stopped before it finished (the server restarted); nothing was imported. Upload the file again.';
const FAILED = 'The import failed on the server; nothing was imported. Try again later.';

export async function createImportJob(db: Queryable, userId: number, total: number): Promise<number> {
  const [row] = await db.query<{ id: number }>('insert into import_jobs (user_id, total) values ($1, $2) returning id::int as id', [userId, total]);
  if (!row) throw new Error('the import job was not stored');
  return row.id;
}

export async function hasRunningImport(db: Queryable, userId: number): Promise<boolean> {
  const rows = await db.query(
    `select 1 from import_jobs where user_id = $1 and status in ('matching', 'writing') and updated_at > now() - ${STALE_AFTER} limit 1`,
    [userId],
  );
  return rows.length > 0;
}

/** The owner's job, or null for anyone else's id. */
export async function readImportJob(db: Queryable, userId: number, jobId: number): Promise<ImportJob | null> {
  const [row] = await db.query<{ id: number; status: ImportJob['status']; processed: number; total: number; error: string | null; report: ImportReport | null; stale: boolean }>(
    `select id::int as id, status, processed, total, error, report,
       status in ('matching', 'writing') and updated_at <= now() - ${STALE_AFTER} as stale
     from import_jobs where id = $1 and user_id = $2`,
    [jobId, userId],
  );
  if (!row) return null;
  if (row.stale) return { id: row.id, status: 'failed', processed: row.processed, total: row.total, error: STOPPED };
  return {
    id: row.id,
    status: row.status,
    processed: row.processed,
    total: row.total,
    ...(row.error === null ? {} : { error: row.error }),
    ...(row.report === null ? {} : { report: row.report }),
  };
}

/** Every unmatched row of the owner's finished job; null for anyone else's id. */
export async function readUnmatched(db: Queryable, userId: number, jobId: number): Promise<UnmatchedDetail[] | null> {
  const [row] = await db.query<{ unmatched: UnmatchedDetail[] }>('select unmatched from import_jobs where id = $1 and user_id = $2', [jobId, userId]);
  return row ? row.unmatched : null;
}

/**
 * Matches every row against the catalogue with no transaction open (each lookup is its own
 * query, so other requests interleave on PGlite's one connection), then writes the whole log
 * in one short transaction together with the report. Any failure leaves the job failed and
 * the person's log as it was.
 */
export async function runImportJob(db: Database, log: FastifyBaseLogger, jobId: number, userId: number, parsed: ParsedImport): Promise<void> {
  try {
    const matches = await matchRows(db, jobId, parsed.rows);
    const matched: MatchedRow[] = [];
    const unmatched: UnmatchedDetail[] = parsed.invalid.map((row) => ({ file: row.file, line: row.line, title: row.title, year: row.year, reason: 'malformed', detail: row.message }));
    for (const row of parsed.rows) {
      const match = matches.get(filmKey(row.film)) ?? { reason: 'not_found' };
      if ('movieId' in match) matched.push({ ...row, movieId: match.movieId });
      else unmatched.push({ file: row.file, line: row.line, title: row.film.title, year: row.film.year, ...unmatchedReason(match) });
    }
    const { actorIds, unknownActors } = await knownActors(db, parsed);
    unmatched.push(...unknownActors);
    unmatched.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    await db.query(`update import_jobs set status = 'writing', processed = total, updated_at = now() where id = $1`, [jobId]);
    await db.transaction(async (tx) => {
      const { filmLog, watchedSkipped } = await logOf(tx, userId, matched, parsed, actorIds);
      const outcome = await importLog(tx, userId, filmLog);
      const report: ImportReport = {
        files: parsed.files,
        matched: matched.length,
        unmatched: unmatched.length,
        unmatched_rows: unmatched.slice(0, IMPORT_UNMATCHED_ROWS_SHOWN).map(({ detail: _detail, ...row }) => row),
        created: outcome.created,
        skipped_existing: outcome.skipped_existing + watchedSkipped,
      };
      await tx.query(`update import_jobs set status = 'done', report = $2, unmatched = $3, updated_at = now() where id = $1`, [
        jobId,
        JSON.stringify(report),
        JSON.stringify(unmatched),
      ]);
    });
  } catch (error) {
    if (!(error instanceof FilmLogLimitError)) log.error({ err: error, jobId }, 'import failed');
    const message = error instanceof FilmLogLimitError ? `${error.message} Nothing was imported.` : FAILED;
    await db.query(`update import_jobs set status = 'failed', error = $2, updated_at = now() where id = $1`, [jobId, message]);
  }
}

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

async function matchRows(db: Queryable, jobId: number, rows: ImportRow[]): Promise<Map<string, FilmMatch>> {
  const matches = new Map<string, FilmMatch>();
  let processed = 0;
  let reported = 0;
  for (const row of rows) {
    const key = filmKey(row.film);
    if (!matches.has(key)) matches.set(key, await matchFilm(db, row.film));
    processed += 1;
    if (processed - reported >= PROGRESS_EVERY) {
      reported = processed;
      await db.query('update import_jobs set processed = $2, updated_at = now() where id = $1', [jobId, processed]);
    }
  }
  return matches;
}

/**
 * The log to add, oldest viewing first. A film in watched.csv (watched, no date logged) becomes
 * a viewing on the day it was marked only when neither the import nor the log has a viewing of
 * it, so our own export, whose watched.csv repeats the diary's films, reads back unchanged.
 */
async function logOf(tx: Queryable, userId: number, rows: MatchedRow[], parsed: ParsedImport, favoriteActors: number[]): Promise<{ filmLog: FilmLogImport; watchedSkipped: number }> {
  const diary = rows.flatMap((row) => (row.kind === 'diary' ? [{ movieId: row.movieId, watchedOn: row.watchedOn, rating: row.rating, note: row.note }] : []));
  const watched = rows.filter((row) => row.kind === 'watched');
  const logged = new Set(diary.map((entry) => entry.movieId));
  const held = await tx.query<{ movie_id: number }>('select distinct movie_id from diary_entries where user_id = $1 and movie_id = any($2::integer[])', [
    userId,
    watched.map((row) => row.movieId),
  ]);
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
  const listEntries = rows.flatMap((row) => (row.kind === 'list_entry' ? [row] : [])).sort((a, b) => a.position - b.position);
  return {
    filmLog: {
      diary: diary.sort((a, b) => a.watchedOn.localeCompare(b.watchedOn)),
      ratings: rows.flatMap((row) => (row.kind === 'rating' ? [{ movieId: row.movieId, rating: row.rating }] : [])),
      watchlist: rows.flatMap((row) => (row.kind === 'watchlist' ? [row.movieId] : [])),
      favorites: rows.flatMap((row) => (row.kind === 'like' ? [row.movieId] : [])),
      favoriteActors,
      lists: parsed.lists.map((list) => ({ ...list, movieIds: listEntries.filter((entry) => entry.list === list.name).map((entry) => entry.movieId) })),
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
