import { importTmdbMovies } from '../catalogue/tmdb-import';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { findPeople } from './people';

describe.each(databaseTargets)('findPeople on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('prefers a cast credit with a photo over crew credits and photo-less ones', async () => {
    await importTmdbMovies(
      t.app.db,
      JSON.stringify([
        { id: 101, title: 'Directed', popularity: 90, credits: { crew: [{ id: 5, name: 'Crew Name', job: 'Director' }] } },
        { id: 102, title: 'Acted, no photo', popularity: 80, credits: { cast: [{ id: 5, name: 'Cast Name' }] } },
        { id: 103, title: 'Acted', popularity: 1, credits: { cast: [{ id: 5, name: 'Cast Name', profile_path: '/p.jpg' }] } },
      ]),
    );
    const people = await findPeople(t.app.db, [5, 6]);
    expect([...people.values()]).toEqual([{ id: 5, name: 'Cast Name', profile_path: '/p.jpg' }]);
  });
});
