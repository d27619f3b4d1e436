import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadFilmWorld } from '../../catalogue/catalogue-store';
import { FILM_WORLD_FORMAT, readFilmWorldFile, serialiseFilmWorld, type FilmRow } from '../../catalogue/film-world';
import { databaseTargets } from '../../testing/helper';
import { databaseBefore, type MigrationDatabase } from '../../testing/migration-database';
import { migrate } from '../migrate';

/** Each test opens PGlite or a new PostgreSQL database and migrates it: seconds on 2 shared cores. */
const SLOW = 60_000;

const GODFATHER = 900_000_370;
const GODFATHER_MID = '/m/07g1sm';
const godfather: FilmRow = [GODFATHER, 'The Godfather', '1972-03-24', 1972, 175, 9.2, 1_000_000, 6_000_000, 245_000_000, 'R', 100, [18, 80], [], [],
  'The_Godfather', 50, 'en', ['US'], ['en'], [], false, GODFATHER_MID, 'vega', 1972, 1972, null];

describe.each(databaseTargets)('migration 0020 on %s: Freebase ids stored with the films', (target) => {
  let database: MigrationDatabase;
  let dir: string;
  beforeEach(async () => {
    database = await databaseBefore(target, '0020');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-freebase-'));
  }, SLOW);
  afterEach(async () => {
    await database.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('has a database already holding the current film world load it again, so its films get their Freebase ids', async () => {
    const { db } = database;
    const file = path.join(dir, 'film-world.json.gz');
    await fs.writeFile(file, gzipSync(serialiseFilmWorld({ format: FILM_WORLD_FORMAT, counts: {}, people: [], films: [godfather], formerIds: [], formerPersonIds: [] })));
    // What the load before 0020 left: the film without its Freebase id, and the file's version as loaded.
    await db.query(`insert into movies (id, source, title, original_title, search_title) values ($1, 'embedded', 'The Godfather', 'The Godfather', 'the godfather')`, [
      GODFATHER,
    ]);
    await db.query(`insert into app_settings (key, value) values ('catalogue.film-world', $1)`, [(await readFilmWorldFile(file)).fingerprint]);
    await migrate(db);
    expect(await loadFilmWorld(db, file)).toEqual({ films: 1, people: 0 });
    expect(await db.query('select id, freebase_mid from movies')).toEqual([{ id: GODFATHER, freebase_mid: GODFATHER_MID }]);
    expect(await loadFilmWorld(db, file)).toBeNull();
  }, SLOW);
});
