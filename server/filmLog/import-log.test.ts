import { createAccount } from '../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../testing/helper';
import { readLog } from './read-log';
import { failAbandonedImports } from './import/import-job';
import { FilmLogLimitError, importLog, writeImport, type FilmLogImport, type ImportWriter } from './import-log';

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

  /** A job row for the import to tag its rows with, as the upload route makes one. */
  const newJob = async (userId: number, status = 'done') =>
    (await t.app.db.query<{ id: number }>('insert into import_jobs (user_id, status) values ($1, $2) returning id::int as id', [userId, status]))[0]?.id ?? 0;
  /** Imports the way a job writes on this database: one transaction on PostgreSQL, in steps on PGlite. */
  const importInto = async (userId: number, log: FilmLogImport) => writeImport(t.app.db, userId, await newJob(userId), (writer) => importLog(writer, userId, log));

  it('adds the log once: the same import again changes nothing', async () => {
    const { id } = await createAccount(t.app);
    const first = await importInto(id, LOG);
    expect(first).toEqual({ created: { diary: 3, ratings: 2, watchlist: 2, lists: 1, list_entries: 3, favorites: 2, favorite_actors: 2 }, skipped_existing: 2 });
    const before = await readLog(t.app.db, id);

    const second = await importInto(id, LOG);
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

  it("takes a favourite actor under a former person id as the person it names now (an archive from before issue 62's people)", async () => {
    const { id } = await createAccount(t.app);
    const [former] = await t.app.db.query<{ id: number; person_id: number }>('select id, person_id from former_people order by id limit 1');
    const actors = [former?.id ?? 0, former?.person_id ?? 0];
    const outcome = await importInto(id, { diary: [], ratings: [], watchlist: [], favorites: [], favoriteActors: actors, lists: [] });
    expect(outcome.created.favorite_actors).toBe(1);
    expect((await readLog(t.app.db, id))?.favorite_actors.map((entry) => entry.person_id)).toEqual([former?.person_id]);
  });

  it('adds to a list of the same name, keeping the films it has', async () => {
    const { id } = await createAccount(t.app);
    await importInto(id, { ...LOG, lists: [{ name: 'heists', description: '', movieIds: [13] }] });
    const outcome = await importInto(id, { diary: [], ratings: [], watchlist: [], favorites: [], favoriteActors: [], lists: LOG.lists });
    expect(outcome.created).toEqual({ diary: 0, ratings: 0, watchlist: 0, lists: 0, list_entries: 2, favorites: 0, favorite_actors: 0 });
    expect((await readLog(t.app.db, id))?.lists).toEqual([expect.objectContaining({ name: 'heists', movie_ids: [13, 12, 11] })]);
  });

  it('keeps lists whose names differ only in case apart, matching exact names first, and again changes nothing', async () => {
    const { id } = await createAccount(t.app);
    const onlyLists = (lists: FilmLogImport['lists']): FilmLogImport => ({ diary: [], ratings: [], watchlist: [], favorites: [], favoriteActors: [], lists });
    await importInto(id, onlyLists([{ name: 'noir', description: 'made here', movieIds: [11] }]));
    const incoming = onlyLists([
      { name: 'Noir', description: 'upper', movieIds: [12] },
      { name: 'noir', description: 'lower', movieIds: [13] },
      { name: 'NOIR', description: 'shouting', movieIds: [14] },
    ]);
    const first = await importInto(id, incoming);
    expect(first.created).toEqual(expect.objectContaining({ lists: 2, list_entries: 3 }));
    const lists = (await readLog(t.app.db, id))?.lists.map(({ name, description, movie_ids }) => ({ name, description, movie_ids }));
    expect(lists).toEqual([
      { name: 'noir', description: 'made here', movie_ids: [11, 13] },
      { name: 'Noir', description: 'upper', movie_ids: [12] },
      { name: 'NOIR', description: 'shouting', movie_ids: [14] },
    ]);

    const again = await importInto(id, incoming);
    expect(again).toEqual({ created: expect.objectContaining({ lists: 0, list_entries: 0 }), skipped_existing: 3 });
  });

  it('takes back everything a job wrote when a limit would be passed, and nothing the person had', async () => {
    const { id } = await createAccount(t.app);
    const earlier: FilmLogImport = { ...LOG, lists: [{ name: 'Heists', description: '', movieIds: [11] }] };
    await importInto(id, earlier);
    const before = await readLog(t.app.db, id);
    const tooLong = { name: 'Everything', description: '', movieIds: Array.from({ length: 5001 }, (_, index) => index + 1) };
    const more: FilmLogImport = {
      ...LOG,
      diary: [{ movieId: 21, watchedOn: '2024-02-01', rating: 3, note: null }],
      lists: [{ name: 'Heists', description: '', movieIds: [12, 13] }, tooLong],
    };
    await expect(importInto(id, more)).rejects.toThrow(FilmLogLimitError);
    expect(await readLog(t.app.db, id)).toEqual(before);
  });

  it('lets other requests through while a job writes', async () => {
    const { id } = await createAccount(t.app);
    const order: string[] = [];
    let other: Promise<void> | null = null;
    // Someone else's request arrives as soon as the job's first step is done; the job's later
    // steps leave it a few milliseconds each to be answered in.
    const watched = (writer: ImportWriter): ImportWriter => ({
      jobId: writer.jobId,
      step: async (work) => {
        if (other) await new Promise((resolve) => setTimeout(resolve, 5));
        const result = await writer.step(work);
        other ??= t.app.db.query('select 1').then(() => {
          order.push('other request answered');
        });
        return result;
      },
    });
    await writeImport(t.app.db, id, await newJob(id), (writer) => importLog(watched(writer), id, LOG));
    order.push('import written');
    await other;
    expect(order).toEqual(['other request answered', 'import written']);
  });

  if (target === 'pglite') {
    it('removes at the next start what a job had written in steps before its server died', async () => {
      const { id } = await createAccount(t.app);
      await importInto(id, { ...LOG, lists: [] });
      const before = await readLog(t.app.db, id);
      const job = await newJob(id, 'writing');
      let steps = 0;
      // The process dies after ten steps: the eleventh never returns.
      const dying = (writer: ImportWriter): ImportWriter => ({
        jobId: writer.jobId,
        step: (work) => (++steps > 10 ? new Promise(() => undefined) : writer.step(work)),
      });
      const more: FilmLogImport = { ...LOG, diary: Array.from({ length: 1200 }, (_, n) => ({ movieId: 100 + n, watchedOn: '2024-03-01', rating: null, note: null })) };
      void writeImport(t.app.db, id, job, (writer) => importLog(dying(writer), id, more));
      while (steps <= 10) await new Promise((resolve) => setTimeout(resolve, 5));
      expect((await readLog(t.app.db, id))?.diary.length).toBeGreaterThan(before?.diary.length ?? 0);

      expect(await failAbandonedImports(t.app.db)).toBe(1);
      expect(await readLog(t.app.db, id)).toEqual(before);
      const [row] = await t.app.db.query<{ status: string }>('select status from import_jobs where id = $1', [job]);
      expect(row?.status).toBe('failed');
    });
  }
});
