/**
 * The popularity refresh's cost on PGlite (docs/PERFORMANCE.md, "Issue 39"): 50 people with
 * 40 actions each over 500 films, then refreshes with nothing changed and with one film changed.
 * Run: npx tsx bench/popularity-refresh.ts (a fresh PGlite data directory: the first start loads the film world).
 */
import { createAccount } from '../server/testing/accounts';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;

async function timed<T>(work: () => Promise<T>): Promise<[number, T]> {
  const started = performance.now();
  const result = await work();
  return [performance.now() - started, result];
}

async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'popularity-bench-'));
  const app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: randomBytes(32).toString('hex') }),
    logger: false,
  });
  const t = { app };
  try {
  const films = (await t.app.db.query<{ id: number }>('select id from movies order by popularity desc limit 500')).map((row) => row.id);
  for (let person = 0; person < 50; person += 1) {
    const { id } = await createAccount(t.app);
    const mine = films.filter((_, index) => (index + person) % 25 === 0);
    await t.app.db.query(
      'insert into diary_entries (user_id, movie_id, watched_on) select $1, unnest($2::integer[]), current_date',
      [id, mine],
    );
    await t.app.db.query('insert into movie_ratings (user_id, movie_id, rating) select $1, unnest($2::integer[]), 4', [id, mine]);
    await t.app.db.query(`insert into movie_list_entries (user_id, list, movie_id) select $1, 'favorites', unnest($2::integer[])`, [id, mine]);
    await t.app.db.query(`insert into movie_list_entries (user_id, list, movie_id) select $1, 'watchlist', unnest($2::integer[])`, [id, mine]);
  }
  const [first, report] = await timed(() => t.app.refreshPopularity());
  console.log(`first refresh: ${first.toFixed(1)} ms`, report);
  const idle: number[] = [];
  for (let run = 0; run < 20; run += 1) idle.push((await timed(() => t.app.refreshPopularity()))[0]);
  console.log(`nothing changed: median ${median(idle).toFixed(1)} ms, max ${Math.max(...idle).toFixed(1)} ms (20 runs)`);
  const one: number[] = [];
  const [person] = await t.app.db.query<{ id: number }>('select id from users limit 1');
  for (let run = 0; run < 10; run += 1) {
    await t.app.db.query(`delete from movie_list_entries where user_id = $1 and list = 'watchlist'`, [person?.id]);
    await t.app.db.query(
      `insert into movie_list_entries (user_id, list, movie_id) values ($1, 'watchlist', $2) on conflict do nothing`,
      [person?.id, films[run] as number],
    );
    one.push((await timed(() => t.app.refreshPopularity()))[0]);
  }
  console.log(`a person's watchlist changed: median ${median(one).toFixed(1)} ms, max ${Math.max(...one).toFixed(1)} ms (10 runs)`);
  } finally {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

void main();
