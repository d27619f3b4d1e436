import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { escapeLike } from './search';
import { TitleIndex, type TitleSearch } from './title-index';

/**
 * The ranking as the database gives it, every matching film at once: the definition the index
 * must keep (titles tied in a film's best tier are taken in code-point order, collate "C").
 */
const RANKED_IN_SQL = `with titles as (
    select m.id, m.search_title, m.popularity from movies m
    where (m.search_title like $2 escape '\\' or m.search_title %> $1) and ($3 or not m.adult) and ($4::integer is null or m.release_year = $4)
    union all
    select m.id, a.search_title, m.popularity from movie_alternative_titles a join movies m on m.id = a.movie_id
    where (a.search_title like $2 escape '\\' or a.search_title %> $1) and ($3 or not m.adult) and ($4::integer is null or m.release_year = $4)
  ), hits as (
    select distinct on (t.id) t.id, t.search_title, t.popularity,
      case when t.search_title = $1 then 0 when t.search_title like $5 escape '\\' then 1
           when t.search_title like $6 escape '\\' then 2 when t.search_title like $2 escape '\\' then 3 else 4 end as tier
    from titles t order by t.id, tier, t.search_title collate "C"
  )
  select h.id from hits h
  where h.tier < 4 or (select count(*) from hits where tier < 4) < 20
  order by h.tier, word_similarity($1, h.search_title) desc, similarity($1, h.search_title) desc, h.popularity desc, h.id`;

const SEARCHES: Array<Omit<TitleSearch, 'offset' | 'limit'>> = [
  ...['godfather', 'godfater', 'love', 'the', 'star wars', 'amelie', 'city of god', 'cinema paradiso', 'x', 'seven', 'qqzzqq', '東京', 'alien³', '50%'].map(
    (query) => ({ query, includeAdult: false }),
  ),
  { query: 'godfather', includeAdult: false, year: 1972 },
  { query: 'love', includeAdult: true },
];

describe.each(databaseTargets)('Title index on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('ranks every search, page by page, as the database ranks it', async () => {
    const index = await TitleIndex.read(t.app.db);
    for (const search of SEARCHES) {
      const like = escapeLike(search.query);
      const expected = (
        await t.app.db.query<{ id: number }>(RANKED_IN_SQL, [
          search.query,
          `%${like}%`,
          search.includeAdult,
          search.year ?? null,
          `${like}%`,
          `% ${like}%`,
        ])
      ).map((row) => row.id);
      for (const offset of [0, 20, 40]) {
        const found = await index.search(t.app.db, { ...search, offset, limit: 20 });
        expect({ search, offset, ...found }).toEqual({ search, offset, ids: expected.slice(offset, offset + 20), total: expected.length });
      }
    }
  });
});
