import type { Database } from '../db/database';
import { migratedDatabase, type MigrationDatabase } from '../testing/migration-database';
import { followFormerPeople } from './former-people';

/** "Toshiro Mifune" and "Toshirō Mifune" before issue 62, one person after it. */
const FORMER = 977_637_689;
const CURRENT = 917_882_439;
const OTHER = 972_537_992;

describe('followFormerPeople', () => {
  let database: MigrationDatabase;
  let db: Database;
  const user = async (email: string) =>
    (await db.query<{ id: number }>("insert into users (email, password_hash) values ($1, 'argon2id hash') returning id::int as id", [email]))[0]?.id;

  beforeAll(async () => {
    database = await migratedDatabase();
    db = database.db;
  }, 60_000);
  afterAll(() => database.close());

  it("moves favourite actors to the person's current id, each person favourited once, and keeps the former id answering", async () => {
    const [both, formerOnly] = [await user('both@example.test'), await user('former@example.test')];
    await db.query('insert into favorite_actors (user_id, person_id) values ($1, $3), ($1, $4), ($1, $5), ($2, $3)', [both, formerOnly, CURRENT, FORMER, OTHER]);
    await db.query('insert into former_people (id, person_id) values (1, 2)');

    await db.transaction((tx) => followFormerPeople(tx, [[FORMER, CURRENT]]));

    const favourites = (id: number | undefined) => db.query('select person_id from favorite_actors where user_id = $1 order by position', [id]);
    // The entry already on the current id stays, with its place in the list.
    expect(await favourites(both)).toEqual([{ person_id: CURRENT }, { person_id: OTHER }]);
    expect(await favourites(formerOnly)).toEqual([{ person_id: CURRENT }]);
    // The table holds the file's pairs only: a load rewrites it.
    expect(await db.query('select id, person_id from former_people')).toEqual([{ id: FORMER, person_id: CURRENT }]);
  }, 60_000);
});
