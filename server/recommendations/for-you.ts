import type { MovieListName } from '../../contract/lists';
import type { RecommendationReason, Recommendations } from '../../contract/recommendations';
import { genreName } from '../catalogue/genres';
import { SUMMARY_COLUMNS, summaryFromRow, type SummaryRow } from '../catalogue/tmdb-shapes';
import type { Queryable } from '../db/database';
import { findPeople } from '../lists/people';

/** Films in the row. */
export const FOR_YOU_SIZE = 20;
/** The newest entries of each list (and favorite people) that seed the ranking: a long list costs no more than this. */
const SEEDS_PER_LIST = 25;
/** Only a film's leads (and its director) link it to other films, as for similar films. */
const LEADS = 8;
/** Same-genre films within this many years of one of the newest GENRE_SEEDS films are candidates too. */
const ERA_YEARS = 2;
const GENRE_SEEDS = 5;
/** Reasons given per film, strongest first. */
const REASONS = 3;

/**
 * The weights (docs/ARCHITECTURE.md, "For you"). A film's score is the sum of its contributions:
 * - each favorite person in it: 5 as one of the first three billed, 3 further down, 4 as director;
 * - each film on the lists it is linked to, times that film's weight (favorites 1, watchlist 0.5):
 *   4 for the same director + 1.5 per shared lead (up to 4) + 1 per shared genre (of the listed
 *   film's first three) + up to 1 for the era (minus 0.1 per year apart);
 * plus 0.02 × popularity (0 to about 1.4), so among equals the better-known film comes first;
 * ties go to the lower id. Films on either list are never recommended.
 */
const WEIGHTS = { leadActor: 5, actor: 3, directedBy: 4, favorite: 1, watchlist: 0.5, sameDirector: 4, sharedLead: 1.5, sharedLeadsCounted: 4, sharedGenre: 1, era: 1, eraPerYear: 0.1, popularity: 0.02 };
const LEAD_BILLING = 3;

interface ContributionRow {
  kind: RecommendationReason['kind'];
  person_id: number | null;
  seed_id: number | null;
  seed_list: MovieListName | null;
  genre_id: number | null;
}

type RankedRow = SummaryRow & { reasons: ContributionRow[] };

/** How many of a listed film's (s) first three genres a candidate (m) carries: a plain expression, no subquery per pair. */
const SHARED_GENRES = [1, 2, 3].map((index) => `coalesce(s.genre_ids[${index}] = any(m.genre_ids), false)::integer`).join(' + ');

/**
 * One statement: the user's seeds (newest favorites, watchlist entries and favorite people),
 * candidates found through movie_credits_person (films sharing a lead or the director with a
 * seed film, films of a favorite person) and movies_release_year (same genres and era as a
 * recent seed), every contribution scored, the best FOR_YOU_SIZE films kept with their
 * REASONS strongest contributions. Only films of `sources` are recommended.
 */
const RANKING_SQL = `
  with entries as (
    select movie_id, list, row_number() over (partition by list order by position desc) as recency
    from movie_list_entries where user_id = $1
  ),
  seeds as (
    select distinct on (m.id) m.id, m.genre_ids, m.release_year, e.list,
      case when e.list = 'favorites' then ${WEIGHTS.favorite} else ${WEIGHTS.watchlist} end as weight,
      e.list = 'favorites' and e.recency <= ${GENRE_SEEDS} as genre_seed
    from entries e join movies m on m.id = e.movie_id
    where e.recency <= ${SEEDS_PER_LIST}
    order by m.id, e.list
  ),
  seed_people as (
    select s.id as seed_id, s.weight, c.person_id, c.kind = 'crew' as directed
    from seeds s join movie_credits c on c.movie_id = s.id
    where (c.kind = 'cast' and c.billing_order < ${LEADS}) or (c.kind = 'crew' and c.job = 'Director')
  ),
  linked as (
    select c.movie_id as id, sp.seed_id,
      count(*) filter (where not sp.directed) as cast_shared,
      min(sp.person_id) filter (where sp.directed) as director_id
    from seed_people sp join movie_credits c on c.person_id = sp.person_id
    where (not sp.directed and c.kind = 'cast' and c.billing_order < ${LEADS})
       or (sp.directed and c.kind = 'crew' and c.job = 'Director')
    group by c.movie_id, sp.seed_id
  ),
  genre_era as (
    select m.id, s.id as seed_id
    from seeds s join movies m
      on m.release_year between s.release_year - ${ERA_YEARS} and s.release_year + ${ERA_YEARS}
    where s.genre_seed and cardinality(s.genre_ids) > 0 and m.genre_ids @> s.genre_ids[1:2]
  ),
  pairs as (
    select id, seed_id, cast_shared, director_id from linked
    union all
    select g.id, g.seed_id, 0, null from genre_era g
    where not exists (select 1 from linked l where l.id = g.id and l.seed_id = g.seed_id)
  ),
  favorite_people as (
    select person_id from favorite_actors where user_id = $1 order by position desc limit ${SEEDS_PER_LIST}
  ),
  contributions as (
    select c.movie_id as id, 'actor' as kind, c.person_id, null::integer as seed_id, null::text as seed_list, null::integer as genre_id,
      max(case when c.kind = 'crew' then ${WEIGHTS.directedBy}
               when c.billing_order < ${LEAD_BILLING} then ${WEIGHTS.leadActor} else ${WEIGHTS.actor} end)::float8 as points
    from favorite_people f join movie_credits c on c.person_id = f.person_id
    where c.kind = 'cast' or c.job = 'Director'
    group by c.movie_id, c.person_id
    union all
    select p.id,
      case when p.director_id is not null then 'director' when p.cast_shared > 0 then 'movie' else 'genre' end,
      p.director_id, p.seed_id, s.list,
      case when p.director_id is null and p.cast_shared = 0 then s.genre_ids[1] end,
      (s.weight * (case when p.director_id is not null then ${WEIGHTS.sameDirector} else 0 end
        + ${WEIGHTS.sharedLead} * least(p.cast_shared, ${WEIGHTS.sharedLeadsCounted})
        + ${WEIGHTS.sharedGenre} * (${SHARED_GENRES})
        + coalesce(greatest(0, ${WEIGHTS.era} - ${WEIGHTS.eraPerYear} * abs(m.release_year - s.release_year)), 0)))::float8
    from pairs p join seeds s on s.id = p.seed_id join movies m on m.id = p.id
  ),
  ranked as (
    select c.id, sum(c.points) + ${WEIGHTS.popularity} * m.popularity as score
    from contributions c join movies m on m.id = c.id
    where m.source = any($2::text[]) and not m.adult
      and not exists (select 1 from movie_list_entries e where e.user_id = $1 and e.movie_id = c.id)
    group by c.id, m.popularity
    order by score desc, c.id
    limit ${FOR_YOU_SIZE}
  )
  select ${SUMMARY_COLUMNS},
    (select json_agg(json_build_object('kind', r.kind, 'person_id', r.person_id, 'seed_id', r.seed_id, 'seed_list', r.seed_list, 'genre_id', r.genre_id)
                     order by r.points desc, r.kind, r.person_id, r.seed_id)
     from (select kind, person_id, seed_id, seed_list, genre_id, sum(points) as points
           from contributions where id = k.id
           group by kind, person_id, seed_id, seed_list, genre_id
           order by points desc, kind, person_id, seed_id
           limit ${REASONS}) r) as reasons
  from ranked k join movies m on m.id = k.id
  order by k.score desc, k.id`;

/**
 * "For you" for a user, from their lists and the local catalogue's films of `sources`
 * (docs/ARCHITECTURE.md, "For you"): an empty profile gets no results.
 */
export async function forYou(
  db: Queryable,
  userId: number,
  sources: readonly ('embedded' | 'import')[],
  language: string | undefined,
): Promise<Recommendations> {
  const rows = await db.query<RankedRow>(RANKING_SQL, [userId, [...sources]]);
  const contributions = rows.flatMap((row) => row.reasons);
  const [people, titles] = await Promise.all([
    findPeople(db, unique(contributions.map((reason) => reason.person_id))),
    filmTitles(db, unique(contributions.map((reason) => reason.seed_id))),
  ]);
  const reasonFor = (row: ContributionRow): RecommendationReason | null => {
    const person = row.person_id === null ? undefined : people.get(row.person_id);
    const title = row.seed_id === null ? undefined : titles.get(row.seed_id);
    const movie = row.seed_id !== null && row.seed_list !== null && title !== undefined ? { id: row.seed_id, title, list: row.seed_list } : undefined;
    switch (row.kind) {
      case 'actor':
        return person ? { kind: 'actor', person: { id: person.id, name: person.name } } : null;
      case 'director':
        return person && movie ? { kind: 'director', person: { id: person.id, name: person.name }, movie } : null;
      case 'movie':
        return movie ? { kind: 'movie', movie } : null;
      case 'genre': {
        const name = row.genre_id === null ? undefined : genreName(row.genre_id, language);
        return row.genre_id !== null && name !== undefined && movie ? { kind: 'genre', genre: { id: row.genre_id, name }, movie } : null;
      }
    }
  };
  return {
    results: rows.flatMap((row) => {
      const reasons = row.reasons.flatMap((reason) => reasonFor(reason) ?? []);
      // A reason names only what the catalogue can name; a film with none left is not explained, so not shown.
      return reasons.length > 0 ? [{ movie: summaryFromRow(row), reasons }] : [];
    }),
  };
}

function unique(ids: ReadonlyArray<number | null>): number[] {
  return [...new Set(ids.filter((id): id is number => id !== null))];
}

async function filmTitles(db: Queryable, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; title: string }>('select id, title from movies where id = any($1::integer[])', [[...ids]]);
  return new Map(rows.map((row) => [row.id, row.title]));
}
