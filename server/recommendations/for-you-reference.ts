import { SUMMARY_COLUMNS } from '../catalogue/tmdb-shapes';
import { ERA_YEARS, FOR_YOU_SIZE, GENRE_SEEDS, GENRE_SHORTLIST, LEAD_BILLING, LEADS, REASONS, SEEDS, SHORTLIST, WEIGHTS } from './for-you';

/**
 * For you as one SQL statement ($1 the user, $2 the sources): how the ranking was computed
 * before it moved into memory (for-you.ts), kept as the definition the in-memory ranking is
 * tested against (for-you.test.ts).
 */
/** How many of a listed film's (s) first three genres a candidate (m) carries: a plain expression, no subquery per pair. */
const SHARED_GENRES = [1, 2, 3].map((index) => `coalesce(s.genre_ids[${index}] = any(m.genre_ids), false)::integer`).join(' + ');

/**
 * One statement: the user's seeds (newest favorites, watchlist entries and favorite people),
 * candidates found through movie_credits_person (films sharing a lead or the director with a
 * seed film, films of a favorite person; read from its covering index, 0019) and movies_genres_by_year (same genres and era as a
 * recent seed, read from that index alone: the genre test is written as `= any(genre_ids)`, which
 * the genre index cannot serve, so the planner does not take it (it guesses its thousands of
 * matches as 500, then reads them from the table); `@>` on a slice would do the same, at twice
 * the cost of copying the array for every film in the years), every contribution scored, the best FOR_YOU_SIZE films kept with their
 * REASONS strongest contributions. Only films of `sources` are recommended.
 */
export const RANKING_SQL = `
  with entries as (
    select movie_id, list, row_number() over (partition by list order by position desc) as recency
    from movie_list_entries where user_id = $1
  ),
  seeds as (
    select distinct on (m.id) m.id, m.title, m.genre_ids, m.release_year, e.list,
      case when e.list = 'favorites' then ${WEIGHTS.favorite} else ${WEIGHTS.watchlist} end as weight,
      e.list = 'favorites' and e.recency <= ${GENRE_SEEDS} as genre_seed
    from entries e join movies m on m.id = e.movie_id
    where e.recency <= case when e.list = 'favorites' then ${SEEDS.favorites} else ${SEEDS.watchlist} end
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
    select id, seed_id, list, genre_id, points from (
      select m.id, s.id as seed_id, s.list, s.genre_ids[1] as genre_id, m.popularity,
        s.weight * (${WEIGHTS.sharedGenre} * (${SHARED_GENRES})
          + greatest(0, ${WEIGHTS.era} - ${WEIGHTS.eraPerYear} * abs(m.release_year - s.release_year))) as points
      from seeds s join movies m
        on m.release_year between s.release_year - ${ERA_YEARS} and s.release_year + ${ERA_YEARS}
      where s.genre_seed and cardinality(s.genre_ids) > 0
        and s.genre_ids[1] = any(m.genre_ids) and (s.genre_ids[2] is null or s.genre_ids[2] = any(m.genre_ids))
        and not exists (select 1 from linked l where l.id = m.id and l.seed_id = s.id)
    ) same_genre_era
    order by points + ${WEIGHTS.popularity} * popularity desc, id
    limit ${GENRE_SHORTLIST}
  ),
  favorite_people as (
    select person_id from favorite_actors where user_id = $1 order by position desc limit ${SEEDS.people}
  ),
  acted as (
    select c.movie_id as id, c.person_id,
      max(case when c.kind = 'crew' then ${WEIGHTS.directedBy}
               when c.billing_order < ${LEAD_BILLING} then ${WEIGHTS.leadActor} else ${WEIGHTS.actor} end) as points
    from favorite_people f join movie_credits c on c.person_id = f.person_id
    where c.kind = 'cast' or c.job = 'Director'
    group by c.movie_id, c.person_id
  ),
  shortlist as (
    select id from (
      select l.id, s.weight * (case when l.director_id is not null then ${WEIGHTS.sameDirector} else 0 end
        + ${WEIGHTS.sharedLead} * least(l.cast_shared, ${WEIGHTS.sharedLeadsCounted})) as points
      from linked l join seeds s on s.id = l.seed_id
      union all
      select id, points from acted
    ) people_points
    where not exists (select 1 from entries e where e.movie_id = people_points.id)
    group by id
    order by sum(points) desc, id
    limit ${SHORTLIST}
  ),
  facts as (
    select m.id, m.genre_ids, m.release_year, m.popularity from movies m
    where m.id in (select id from shortlist union select id from genre_era)
      and m.source = any($2::text[]) and not m.adult
      and not exists (select 1 from entries e where e.movie_id = m.id)
  ),
  contributions as (
    select a.id, 'actor' as kind, a.person_id, null::integer as seed_id, null::text as seed_list, null::integer as genre_id,
      a.points::float8 as points
    from acted a join facts f on f.id = a.id
    union all
    select l.id, case when l.director_id is not null then 'director' else 'movie' end, l.director_id, l.seed_id, s.list, null,
      (s.weight * (case when l.director_id is not null then ${WEIGHTS.sameDirector} else 0 end
        + ${WEIGHTS.sharedLead} * least(l.cast_shared, ${WEIGHTS.sharedLeadsCounted})
        + ${WEIGHTS.sharedGenre} * (${SHARED_GENRES})
        + coalesce(greatest(0, ${WEIGHTS.era} - ${WEIGHTS.eraPerYear} * abs(m.release_year - s.release_year)), 0)))::float8
    from linked l join seeds s on s.id = l.seed_id join facts m on m.id = l.id
    union all
    select g.id, 'genre', null, g.seed_id, g.list, g.genre_id, g.points::float8 from genre_era g join facts f on f.id = g.id
  ),
  ranked as (
    select f.id, sum(c.points) + ${WEIGHTS.popularity} * f.popularity as score
    from contributions c join facts f on f.id = c.id
    group by f.id, f.popularity
    order by score desc, f.id
    limit ${FOR_YOU_SIZE}
  )
  select ${SUMMARY_COLUMNS},
    (select json_agg(json_build_object('kind', r.kind, 'person_id', r.person_id, 'person_name', p.name, 'seed_id', r.seed_id,
                                       'seed_title', s.title, 'seed_list', r.seed_list, 'genre_id', r.genre_id)
                     order by r.points desc, r.kind, r.person_id, r.seed_id)
     from (select kind, person_id, seed_id, seed_list, genre_id, sum(points) as points
           from contributions where id = k.id
           group by kind, person_id, seed_id, seed_list, genre_id
           order by points desc, kind, person_id, seed_id
           limit ${REASONS}) r
       left join people p on p.id = r.person_id
       left join seeds s on s.id = r.seed_id) as reasons
  from ranked k join movies m on m.id = k.id
  order by k.score desc, k.id`;

