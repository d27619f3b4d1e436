import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { discoverFilms, type DiscoverQuery } from './discover';
import { DiscoverIndex } from './discover-index';
import { latestRead } from './packed-reads';

const GODFATHER = 900_000_370;

/** Films in Basque: none in the film world, so the one this test gives the language is alone. */
const basque: DiscoverQuery = {
  page: 1,
  sortBy: { field: 'popularity', direction: 'desc' },
  includeAdult: false,
  filters: { with_original_language: ['eu'] },
};

describe.each(databaseTargets)('Discover index on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('reads the catalogue again once it is as old as an answer may be, the old index answering meanwhile', async () => {
    const [film] = await t.app.db.query<{ original_language: string }>('select original_language from movies where id = $1', [GODFATHER]);
    let now = 0;
    const clock = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      const index = latestRead(() => DiscoverIndex.read(t.app.db), 1000);
      const basqueFilms = async () => (await discoverFilms(t.app.db, await index(), basque)).results.map((film) => film.id);
      expect(await basqueFilms()).toEqual([]);

      await t.app.db.query(`update movies set original_language = 'eu' where id = $1`, [GODFATHER]);
      now = 999;
      expect(await basqueFilms()).toEqual([]);

      now = 1000;
      const stale = await index();
      expect(await basqueFilms()).toEqual([]);
      // The next call after the new read has finished gets it.
      await new Promise((resolve) => setTimeout(resolve, 0));
      for (let tries = 0; (await index()) === stale && tries < 100; tries++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await basqueFilms()).toEqual([GODFATHER]);
    } finally {
      clock.mockRestore();
      await t.app.db.query('update movies set original_language = $2 where id = $1', [GODFATHER, film?.original_language]);
    }
  });

  it('finds the films of a page in the same order whatever filters were asked in between', async () => {
    const index = latestRead(() => DiscoverIndex.read(t.app.db), 60_000);
    const crimeBy = (field: DiscoverQuery['sortBy']['field'], page: number): Promise<number[]> =>
      index().then((current) =>
        discoverFilms(t.app.db, current, {
          page,
          sortBy: { field, direction: 'desc' },
          includeAdult: false,
          filters: { with_genres: { ids: [80], match: 'all' } },
        }).then((films) => films.results.map((film) => film.id)),
      );
    const first = [await crimeBy('vote_count', 1), await crimeBy('vote_count', 2)];
    // 300 other filter sets: more than the index keeps the matches of.
    for (let year = 1720; year < 2020; year++) {
      await discoverFilms(t.app.db, await index(), { ...basque, filters: { primary_release_year: year } });
    }
    expect([await crimeBy('vote_count', 1), await crimeBy('vote_count', 2)]).toEqual(first);
    expect(first[0]).toHaveLength(20);
    expect(first[0]).not.toEqual(first[1]);
  });
});
