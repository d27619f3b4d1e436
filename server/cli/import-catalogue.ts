import fs from 'node:fs/promises';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { importTmdbMovies } from '../catalogue/tmdb-import';

/**
 * `npm run catalogue:import -- FILE`: loads TMDB movie-details objects (a JSON array or JSON
 * lines) into the catalogue of the configured database (DATA_DIR or DATABASE_URL). Exits 0
 * when at least one film was imported. A running server sees the films once its cached
 * answers expire (five minutes).
 */
async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file) {
    process.stderr.write('Usage: npm run catalogue:import -- FILE (a JSON array or JSON lines of TMDB movie details)\n');
    return 2;
  }
  const config = loadConfig();
  const text = await fs.readFile(file, 'utf8');
  const db = await openDatabase({ dataDir: config.DATA_DIR, url: config.DATABASE_URL });
  try {
    await migrate(db);
    const report = await importTmdbMovies(db, text);
    for (const problem of report.problems) process.stderr.write(`${file}: ${problem.where}: skipped: ${problem.reason}\n`);
    process.stdout.write(`Imported ${report.imported} film(s); skipped ${report.problems.length} bad record(s).\n`);
    return report.imported > 0 ? 0 : 1;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const message = error instanceof ConfigError || error instanceof Error ? error.message : String(error);
    process.stderr.write(`Import failed: ${message}\n`);
    process.exit(1);
  },
);
