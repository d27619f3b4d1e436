import type { Queryable } from '../db/database';

/**
 * The person a person id names now: itself, or the person a former id of the film world became
 * (former_people, migration 0028). `$1` is the id asked for.
 */
export const CURRENT_PERSON_ID = 'coalesce((select f.person_id from former_people f where f.id = $1), $1)';

/**
 * Keeps the film world's former person ids ([former id, current id], people.ts' identifyPeople)
 * answering and moves favourite actors held under one to the person it names now, so "Toshiro
 * Mifune" favourited before stays a favourite as "Toshirō Mifune". A person favourited under two
 * of their ids keeps the entry already on the current id, else the one added first. Run in the
 * catalogue load's transaction, so no one sees a favourite missing.
 */
export async function followFormerPeople(tx: Queryable, formerIds: ReadonlyArray<readonly [number, number]>): Promise<void> {
  const params = [formerIds.map(([former]) => former), formerIds.map(([, current]) => current)];
  const moved = 'unnest($1::integer[], $2::integer[]) as f(former, current)';
  await tx.query('delete from former_people');
  if (formerIds.length === 0) return;
  await tx.query(`insert into former_people (id, person_id) select former, current from ${moved}`, params);
  await tx.query(
    `delete from favorite_actors d using (
       select e.user_id, e.person_id, row_number() over (
         partition by e.user_id, coalesce(f.current, e.person_id) order by f.former is not null, e.position) as n
       from favorite_actors e left join ${moved} on f.former = e.person_id
       where e.person_id = any($1::integer[]) or e.person_id = any($2::integer[])
     ) twice
     where d.user_id = twice.user_id and d.person_id = twice.person_id and twice.n > 1`,
    params,
  );
  await tx.query(`update favorite_actors e set person_id = f.current from ${moved} where e.person_id = f.former`, params);
}
