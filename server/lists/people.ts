import type { PersonSummary } from '../../contract/lists';
import type { Queryable } from '../db/database';

/**
 * People as the catalogue knows them: anyone credited on a stored film, in its cast or its
 * crew. The catalogue has no people table; credits carry each person's id, name and photo.
 * Crew counts too because the embedded data set credits only directors: without them no one
 * could be a favourite offline. A cast credit with a photo is preferred, then the most popular
 * film's credit, so the name and photo shown follow the catalogue as it changes.
 */
export async function findPeople(db: Queryable, ids: readonly number[]): Promise<Map<number, PersonSummary>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<PersonSummary>(
    `select distinct on (p.id) p.id, p.name, p.profile_path
     from movies m
     cross join lateral (
       select (c ->> 'id')::integer as id, c ->> 'name' as name, c ->> 'profile_path' as profile_path, 0 as credit_rank
       from jsonb_array_elements(m."cast") c
       union all
       select (c ->> 'id')::integer, c ->> 'name', c ->> 'profile_path', 1
       from jsonb_array_elements(m.crew) c
     ) p
     where p.id = any($1::integer[])
     order by p.id, p.credit_rank, p.profile_path is null, m.popularity desc, m.id`,
    [[...ids]],
  );
  return new Map(rows.map((row) => [row.id, row]));
}
