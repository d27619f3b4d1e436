import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { loadFilmWorld } from '../catalogue/catalogue-store';
import { committedSmallWorld, writeFilmWorld } from '../testing/film-worlds';
import { buildSeed } from '../cli/build-seed';
import { openDatabase } from './database';
import { migrate } from './migrate';
import { seedCluster } from './seed';

/** Builds a seed and opens PGlite several times: seconds each on 2 shared cores; this only stops a hang. */
jest.setTimeout(180_000);

describe('a new DATA_DIR started from the build’s seed', () => {
  let tmp: string;
  let seedDir: string;
  let worldFile: string;

  beforeAll(async () => {
    tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-seed-'));
    seedDir = path.join(tmp, 'seed');
    worldFile = await writeFilmWorld(tmp, await committedSmallWorld());
    await expect(buildSeed(seedDir, worldFile)).resolves.toEqual({ films: 400, people: expect.any(Number) });
  });

  afterAll(async () => {
    await fs.rm(tmp, { recursive: true, force: true });
  });

  const newDataDir = (name: string) => path.join(tmp, name);

  it('holds the schema and the film world at once: nothing to migrate, nothing to load', async () => {
    const db = await openDatabase({ dataDir: newDataDir('fresh'), seed: seedCluster(seedDir) });
    try {
      expect(await migrate(db)).toEqual([]);
      expect(await db.query('select count(*)::int as films from movies')).toEqual([{ films: 400 }]);
      expect(await loadFilmWorld(db, worldFile)).toBeNull();
    } finally {
      await db.close();
    }
  });

  it('holds nothing of an instance: no accounts, no settings but the catalogue’s version', async () => {
    const db = await openDatabase({ dataDir: newDataDir('empty-of-people'), seed: seedCluster(seedDir) });
    try {
      expect(await db.query('select count(*)::int as users from users')).toEqual([{ users: 0 }]);
      expect(await db.query('select key from app_settings')).toEqual([{ key: 'catalogue.film-world' }]);
    } finally {
      await db.close();
    }
  });

  it('is copied once: a DATA_DIR with a database keeps what it holds, and the seed stays as built', async () => {
    const dataDir = newDataDir('kept');
    const first = await openDatabase({ dataDir, seed: seedCluster(seedDir) });
    await first.query("insert into users (email, password_hash) values ('kept@example.com', 'x')");
    await first.close();

    const again = await openDatabase({ dataDir, seed: seedCluster(seedDir) });
    try {
      expect(await again.query('select email from users')).toEqual([{ email: 'kept@example.com' }]);
    } finally {
      await again.close();
    }
    const seed = await openDatabase({ dataDir: seedDir });
    try {
      expect(await seed.query('select count(*)::int as users from users')).toEqual([{ users: 0 }]);
    } finally {
      await seed.close();
    }
  });

  it('without a seed (a checkout that never built one), starts from an empty database as before', async () => {
    const db = await openDatabase({ dataDir: newDataDir('no-seed'), seed: path.join(tmp, 'never-built', 'pglite') });
    try {
      expect(await db.query("select to_regclass('movies') as movies")).toEqual([{ movies: null }]);
    } finally {
      await db.close();
    }
  });

});
