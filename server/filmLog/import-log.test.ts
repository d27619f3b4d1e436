import { createAccount } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { readLog } from './read-log';
import { FilmLogLimitError, importLog, type FilmLogImport } from './import-log';

const LOG: FilmLogImport = {
  diary: [
    { movieId: 11, watchedOn: '2024-01-05', rating: 4.5, note: 'First time' },
    { movieId: 11, watchedOn: '2024-01-05', rating: 4, note: null },
    { movieId: 12, watchedOn: '2023-12-31', rating: null, note: '' },
  ],
  ratings: [
    { movieId: 11, rating: 4.5 },
    { movieId: 13, rating: 0.5 },
  ],
  watchlist: [14, 15, 14],
  favorites: [11, 12, 11],
  favoriteActors: [501, 502],
  lists: [{ name: 'Heists', description: 'Plans that go wrong', movieIds: [12, 11, 13] }],
};

describe.each(databaseTargets)('importLog on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  it('adds the log once: the same import again changes nothing', async () => {
    const { id } = await createAccount(t.app);
    const first = await t.app.db.transaction((tx) => importLog(tx, id, LOG));
    expect(first).toEqual({ created: { diary: 3, ratings: 2, watchlist: 2, lists: 1, list_entries: 3, favorites: 2, favorite_actors: 2 }, skipped_existing: 2 });
    const before = await readLog(t.app.db, id);

    const second = await t.app.db.transaction((tx) => importLog(tx, id, LOG));
    expect(second).toEqual({ created: { diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 0, favorites: 0, favorite_actors: 0 }, skipped_existing: 16 });
    const after = await readLog(t.app.db, id);
    expect(after).toEqual(before);
    expect(after?.diary.map((entry) => [entry.movie_id, entry.watched_on, entry.rating, entry.note])).toEqual([
      [12, '2023-12-31', null, null],
      [11, '2024-01-05', 4.5, 'First time'],
      [11, '2024-01-05', 4, null],
    ]);
    expect(after?.watchlist.map((entry) => entry.movie_id)).toEqual([14, 15]);
    expect(after?.favorites.map((entry) => entry.movie_id)).toEqual([11, 12]);
    expect(after?.favorite_actors.map((entry) => entry.person_id)).toEqual([501, 502]);
    expect(after?.lists).toEqual([expect.objectContaining({ name: 'Heists', description: 'Plans that go wrong', movie_ids: [12, 11, 13] })]);
  });

  it('adds to a list of the same name, keeping the films it has', async () => {
    const { id } = await createAccount(t.app);
    await t.app.db.transaction((tx) => importLog(tx, id, { ...LOG, lists: [{ name: 'heists', description: '', movieIds: [13] }] }));
    const outcome = await t.app.db.transaction((tx) => importLog(tx, id, { diary: [], ratings: [], watchlist: [], favorites: [], favoriteActors: [], lists: LOG.lists }));
    expect(outcome.created).toEqual({ diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 2, favorites: 0, favorite_actors: 0 });
    expect((await readLog(t.app.db, id))?.lists).toEqual([expect.objectContaining({ name: 'heists', movie_ids: [13, 12, 11] })]);
  });

  it('keeps lists whose names differ only in case apart, matching exact names first, and again changes nothing', async () => {
    const { id } = await createAccount(t.app);
    const onlyLists = (lists: FilmLogImport['lists']): FilmLogImport => ({ diary: [], ratings: [], watchlist: [], favorites: [], favoriteActors: [], lists });
    await t.app.db.transaction((tx) => importLog(tx, id, onlyLists([{ name: 'noir', description: 'made here', movieIds: [11] }])));
    const incoming = onlyLists([
      { name: 'Noir', description: 'upper', movieIds: [12] },
      { name: 'noir', description: 'lower', movieIds: [13] },
      { name: 'NOIR', description: 'shouting', movieIds: [14] },
    ]);
    const first = await t.app.db.transaction((tx) => importLog(tx, id, incoming));
    expect(first.created).toEqual(expect.objectContaining({ lists: 2, list_entries: 3 }));
    const lists = (await readLog(t.app.db, id))?.lists.map(({ name, description, movie_ids }) => ({ name, description, movie_ids }));
    expect(lists).toEqual([
      { name: 'noir', description: 'made here', movie_ids: [11, 13] },
      { name: 'Noir', description: 'upper', movie_ids: [12] },
      { name: 'NOIR', description: 'shouting', movie_ids: [14] },
    ]);

    const again = await t.app.db.transaction((tx) => importLog(tx, id, incoming));
    expect(again).toEqual({ created: expect.objectContaining({ lists: 0, list_entries: 0 }), skipped_existing: 3 });
  });

  it('rolls everything back when a limit would be passed', async () => {
    const { id } = await createAccount(t.app);
    const tooLong = { name: 'Everything', description: '', movieIds: Array.from({ length: 5001 }, (_, index) => index + 1) };
    await expect(t.app.db.transaction((tx) => importLog(tx, id, { ...LOG, lists: [tooLong] }))).rejects.toThrow(FilmLogLimitError);
    const log = await readLog(t.app.db, id);
    expect([log?.diary, log?.ratings, log?.watchlist, log?.lists]).toEqual([[], [], [], []]);
  });
});
