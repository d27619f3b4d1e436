import type { Queryable } from '../db/database';

/**
 * The tables where a person keeps films, the columns one person's one list is told by, and the
 * order that picks the entry kept when a list would hold one film twice: the entry already on
 * the film's id, else the one added first; of two ratings the newest, what the person thinks now.
 */
const KEPT_ONCE = [
  { table: 'movie_list_entries', owner: 'e.user_id, e.list', order: 'f.former is not null, e.position' },
  { table: 'user_list_entries', owner: 'e.list_id', order: 'f.former is not null, e.position' },
  { table: 'movie_ratings', owner: 'e.user_id', order: 'e.updated_at desc' },
] as const;

/**
 * Moves what people hold under a film's former id (favourites, watchlist, their lists, ratings,
 * diary) to its current id, given [former id, current id] pairs of the film world: a film that
 * a catalogue served under another id before it was joined to its twin stays on every list. A
 * list that would hold the film twice keeps one entry; a diary keeps every viewing. Run in the
 * catalogue load's transaction, so people never see the film missing.
 */
export async function followFormerIds(tx: Queryable, formerIds: ReadonlyArray<readonly [number, number]>): Promise<void> {
  if (formerIds.length === 0) return;
  const params = [formerIds.map(([former]) => former), formerIds.map(([, current]) => current)];
  const moved = 'unnest($1::integer[], $2::integer[]) as f(former, current)';
  for (const { table, owner, order } of KEPT_ONCE) {
    await tx.query(
      `delete from ${table} d using (
         select e.ctid as row, row_number() over (
           partition by ${owner}, coalesce(f.current, e.movie_id) order by ${order}) as n
         from ${table} e left join ${moved} on f.former = e.movie_id
         where e.movie_id = any($1::integer[]) or e.movie_id = any($2::integer[])
       ) twice
       where d.ctid = twice.row and twice.n > 1`,
      params,
    );
    await tx.query(`update ${table} e set movie_id = f.current from ${moved} where e.movie_id = f.former`, params);
  }
  await tx.query(`update diary_entries e set movie_id = f.current from ${moved} where e.movie_id = f.former`, params);
}

/** Keeps the film world's [former id, current id] pairs, which /3/movie/{id} answers with the film (catalogue-queries.ts' filmDetails). */
export async function storeFormerIds(tx: Queryable, formerIds: ReadonlyArray<readonly [number, number]>): Promise<void> {
  await tx.query('delete from movie_former_ids');
  if (formerIds.length === 0) return;
  await tx.query('insert into movie_former_ids (former_id, movie_id) select * from unnest($1::integer[], $2::integer[])', [
    formerIds.map(([former]) => former),
    formerIds.map(([, current]) => current),
  ]);
}
