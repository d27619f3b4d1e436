import type { Database } from '../db/database';
import { migratedDatabase, type MigrationDatabase } from '../testing/migration-database';
import { followFormerIds } from './former-ids';

const FORMER = 914_994_540;
const CURRENT = 900_000_338;
const OTHER_FORMER = 981_413_362;

describe('followFormerIds', () => {
  let database: MigrationDatabase;
  let db: Database;

  beforeAll(async () => {
    database = await migratedDatabase();
    db = database.db;
  }, 60_000);
  afterAll(() => database.close());

  it("moves a person's lists, ratings and diary to the film's current id, each list holding it once", async () => {
    const [user] = await db.query<{ id: number }>(
      "insert into users (email, password_hash) values ('former@example.test', 'argon2id hash') returning id::int as id",
    );
    const userId = user?.id;
    await db.query(
      `insert into movie_list_entries (user_id, list, movie_id) values
         ($1, 'favorites', $2), ($1, 'favorites', $3), ($1, 'watchlist', $2), ($1, 'watchlist', $4)`,
      [userId, FORMER, CURRENT, 7],
    );
    await db.query(
      `insert into movie_ratings (user_id, movie_id, rating, updated_at) values ($1, $2, 2, now()), ($1, $3, 4.5, now() - interval '1 day')`,
      [userId, FORMER, CURRENT],
    );
    await db.query(
      "insert into diary_entries (user_id, movie_id, watched_on) values ($1, $2, '2020-01-01'), ($1, $3, '2021-01-01')",
      [userId, FORMER, CURRENT],
    );
    const [list] = await db.query<{ id: number }>(
      "insert into user_lists (user_id, name, position) values ($1, 'Disney', 0) returning id::int as id",
      [userId],
    );
    await db.query('insert into user_list_entries (list_id, movie_id, position) values ($1, $2, 0), ($1, $3, 1), ($1, $4, 2)', [
      list?.id,
      CURRENT,
      FORMER,
      OTHER_FORMER,
    ]);

    await db.transaction((tx) => followFormerIds(tx, [[FORMER, CURRENT], [OTHER_FORMER, CURRENT]]));

    expect(await db.query('select list, movie_id from movie_list_entries where user_id = $1 order by list, movie_id', [userId])).toEqual([
      { list: 'favorites', movie_id: CURRENT },
      { list: 'watchlist', movie_id: 7 },
      { list: 'watchlist', movie_id: CURRENT },
    ]);
    // The newest rating is what the person thinks now.
    expect(await db.query('select movie_id, rating::float8 as rating from movie_ratings where user_id = $1', [userId])).toEqual([
      { movie_id: CURRENT, rating: 2 },
    ]);
    expect(await db.query('select movie_id from diary_entries where user_id = $1 order by watched_on', [userId])).toEqual([
      { movie_id: CURRENT },
      { movie_id: CURRENT },
    ]);
    expect(await db.query('select movie_id, position from user_list_entries where list_id = $1', [list?.id])).toEqual([
      { movie_id: CURRENT, position: 0 },
    ]);
  }, 60_000);
});
