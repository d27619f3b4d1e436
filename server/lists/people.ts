import type { PersonSummary } from '../../contract/lists';
import type { Queryable } from '../db/database';

/**
 * People as the catalogue knows them: the embedded film world's people table, and anyone
 * credited on an imported film, in its cast or its crew (imported credits carry each person's
 * id, name and photo). Among imported credits a cast credit with a photo is preferred, then the
 * most popular film's credit, so the name and photo shown follow the catalogue as it changes.
 */
export async function findPeople(db: Queryable, ids: readonly number[]): Promise<Map<number, PersonSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<PersonSummary>(
    `select distinct on (found.id) found.id, found.name, found.profile_path
     from (
       select p.id, p.name, p.profile_path, p.credit_rank, m.popularity, m.id as movie_id
       from movies m
       cross join lateral (
         select (c ->> 'id')::integer as id, c ->> 'name' as name, c ->> 'profile_path' as profile_path, 0 as credit_rank
         from jsonb_array_elements(m."cast") c
         union all
         select (c ->> 'id')::integer, c ->> 'name', c ->> 'profile_path', 1
         from jsonb_array_elements(m.crew) c
       ) p
       where p.id = any($1::integer[])
       union all
       select id, name, null, 2, popularity, 0 from people where id = any($1::integer[])
     ) found
     order by found.id, found.credit_rank, found.profile_path is null, found.popularity desc, found.movie_id`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
