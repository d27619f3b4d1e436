import type { Database } from '../db/database';

/**
 * Points per person and film for each thing done here (docs/CATALOGUE.md, "Popularity"): a
 * viewing or a favourite says most, a rating a little less, a watchlist add least. A person
 * counts once per film and kind, however many times they did it.
 */
export const ACTIVITY_POINTS = { viewing: 3, favorite: 3, rating: 2, watchlist: 1 } as const;
/** What counts towards popularity, and the longest trending window. */
export const ACTIVITY_DAYS = 30;
/** popularity = prior + BLEND · log2(1 + points in the last 30 days): one viewing adds 10, ten people's viewing, rating and favourite about 32. */
const BLEND = 5;
/** An arbitrary constant: the advisory lock that lets one PostgreSQL node refresh while the others skip. */
const REFRESH_LOCK = 0x706f7075;

export interface RefreshReport {
  /** Films whose activity or written popularity changed. */
  changed: number;
  /** Of them, films whose movies.popularity was rewritten. */
  rewritten: number;
  /** False when another node held the refresh. */
  ran: boolean;
}

/**
 * The activity of the last 30 days before $1, per film, from this server's own rows; imported
 * rows (an import job's, migration 0015) are history, not activity, and so is a viewing logged
 * now of a film watched before the window.
 */
const ACTIVITY = `
  with acts as (
    select movie_id, ${ACTIVITY_POINTS.viewing} as points, max(created_at) as at
      from diary_entries
      where created_at > $1::timestamptz - interval '${ACTIVITY_DAYS} days' and created_at <= $1::timestamptz
        and watched_on >= ($1::timestamptz - interval '${ACTIVITY_DAYS} days')::date and import_job_id is null
      group by user_id, movie_id
    union all
    select movie_id, ${ACTIVITY_POINTS.rating}, updated_at from movie_ratings
      where updated_at > $1::timestamptz - interval '${ACTIVITY_DAYS} days' and updated_at <= $1::timestamptz and import_job_id is null
    union all
    select movie_id, case list when 'favorites' then ${ACTIVITY_POINTS.favorite} else ${ACTIVITY_POINTS.watchlist} end, added_at
      from movie_list_entries
      where added_at > $1::timestamptz - interval '${ACTIVITY_DAYS} days' and added_at <= $1::timestamptz and import_job_id is null
  )
  select movie_id, sum(points)::float8 as month,
    coalesce(sum(points) filter (where at > $1::timestamptz - interval '7 days'), 0)::float8 as week,
    coalesce(sum(points) filter (where at > $1::timestamptz - interval '1 day'), 0)::float8 as day
  from acts group by movie_id`;

interface ChangedRow {
  movie_id: number;
  month: number;
  week: number;
  day: number;
  /** The film's popularity now; null when the movies table does not hold it. */
  current: number | null;
  /** The prior: the tracked one while the written popularity stands, else the current value. */
  prior: number | null;
}

/**
 * Brings movies.popularity and popularity_activity up to the activity of the 30 days before
 * `now`, touching only films whose activity changed (or whose popularity a load or import
 * rewrote since): one read of the window's rows and of the tracked films, and writes of the
 * changed ones only, in one short transaction. On PostgreSQL the nodes take turns through a
 * transaction-level advisory lock, and a node that finds it taken skips this round: the work is
 * the same whoever does it.
 */
export async function refreshPopularity(db: Database, now: Date = new Date()): Promise<RefreshReport> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') {
      const [lock] = await tx.query<{ locked: boolean }>('select pg_try_advisory_xact_lock($1) as locked', [REFRESH_LOCK]);
      if (!lock?.locked) return { changed: 0, rewritten: 0, ran: false };
    }
    const changed = await tx.query<ChangedRow>(
      `with fresh as (${ACTIVITY})
       select coalesce(f.movie_id, a.movie_id) as movie_id,
         coalesce(f.month, 0) as month, coalesce(f.week, 0) as week, coalesce(f.day, 0) as day,
         m.popularity as current,
         case when a.movie_id is not null and m.popularity = a.popularity then a.prior else m.popularity end as prior
       from fresh f
       full join popularity_activity a on a.movie_id = f.movie_id
       left join movies m on m.id = coalesce(f.movie_id, a.movie_id)
       where a.movie_id is null or f.movie_id is null
         or a.month <> f.month or a.week <> f.week or a.day <> f.day
         or m.popularity is distinct from a.popularity`,
      [now.toISOString()],
    );
    if (changed.length === 0) return { changed: 0, rewritten: 0, ran: true };

    const blended = changed.map((row) => ({ ...row, popularity: row.prior === null ? null : blend(row.prior, row.month) }));
    const rewrite = blended.filter((row) => row.popularity !== null && row.popularity !== row.current);
    if (rewrite.length > 0) {
      await tx.query(
        `update movies m set popularity = u.popularity
         from unnest($1::integer[], $2::float8[]) as u(id, popularity) where m.id = u.id`,
        [rewrite.map((row) => row.movie_id), rewrite.map((row) => row.popularity)],
      );
    }
    const gone = blended.filter((row) => row.month === 0);
    if (gone.length > 0) await tx.query('delete from popularity_activity where movie_id = any($1::integer[])', [gone.map((row) => row.movie_id)]);
    const kept = blended.filter((row) => row.month > 0);
    if (kept.length > 0) {
      await tx.query(
        `insert into popularity_activity (movie_id, month, week, day, prior, popularity)
         select * from unnest($1::integer[], $2::float8[], $3::float8[], $4::float8[], $5::float8[], $6::float8[])
         on conflict (movie_id) do update set month = excluded.month, week = excluded.week, day = excluded.day,
           prior = excluded.prior, popularity = excluded.popularity`,
        [
          kept.map((row) => row.movie_id),
          kept.map((row) => row.month),
          kept.map((row) => row.week),
          kept.map((row) => row.day),
          kept.map((row) => row.prior),
          kept.map((row) => row.popularity),
        ],
      );
    }
    return { changed: changed.length, rewritten: rewrite.length, ran: true };
  });
}

/** Rounded like the prior, so that an unchanged blend compares equal to what was written. */
function blend(prior: number, points: number): number {
  return Math.round((prior + BLEND * Math.log2(1 + points)) * 1e6) / 1e6;
}

export type TrendingWindow = 'day' | 'week';

/**
 * A page of trending films, and how many there are: the films with activity in the window,
 * most first (ties by id), then every other film by popularity (the prior, with the month's
 * activity on top), so the list is never empty, a fresh server's included. Adult films are not
 * listed, as in TMDB's trending.
 */
export async function trendingFilmIds(db: Database, window: TrendingWindow, page: number, pageSize: number): Promise<{ ids: number[]; total: number }> {
  const column = window === 'day' ? 'day' : 'week';
  const start = (page - 1) * pageSize;
  const [counts] = await db.query<{ active: number; total: number }>(
    `select (select count(*)::integer from popularity_activity a join movies m on m.id = a.movie_id where a.${column} > 0 and not m.adult) as active,
       (select count(*)::integer from movies where not adult) as total`,
  );
  const active = counts?.active ?? 0;
  const ids: number[] = [];
  if (start < active) {
    const rows = await db.query<{ movie_id: number }>(
      `select a.movie_id from popularity_activity a join movies m on m.id = a.movie_id
       where a.${column} > 0 and not m.adult order by a.${column} desc, a.movie_id limit ${pageSize} offset $1`,
      [start],
    );
    ids.push(...rows.map((row) => row.movie_id));
  }
  if (ids.length < pageSize) {
    const rows = await db.query<{ id: number }>(
      `select m.id from movies m
       where not m.adult and not exists (select 1 from popularity_activity a where a.movie_id = m.id and a.${column} > 0)
       order by m.popularity desc, m.id limit ${pageSize - ids.length} offset $1`,
      [Math.max(0, start - active)],
    );
    ids.push(...rows.map((row) => row.id));
  }
  return { ids, total: counts?.total ?? 0 };
}
