/**
 * Builds the committed film world (server/catalogue/data/film-world.json.gz) from its two
 * sources: vega-datasets (a devDependency) and Wikipedia's American film lists, which live
 * outside the repository. Usage: npm run catalogue:build [-- --wikipedia FILE] [--out FILE]
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { FILM_WORLD_FILE, serialiseFilmWorld } from '../server/catalogue/film-world';
import { readVegaFilms } from '../server/catalogue/vega-movies';
import { deriveFilmWorld } from '../server/catalogue/world/derive';
import { readWikipediaFilms } from '../server/catalogue/world/wikipedia';
import { rootDir } from '../server/paths';

const { values } = parseArgs({
  options: {
    wikipedia: { type: 'string', default: path.join(rootDir, '..', 'shared', 'data', 'wikipedia-movie-data', 'movies.json.gz') },
    out: { type: 'string', default: FILM_WORLD_FILE },
  },
});

async function main(out: string, wikipediaFile: string): Promise<void> {
  const world = deriveFilmWorld({ vega: await readVegaFilms(), wikipedia: await readWikipediaFilms(wikipediaFile) });
  await fs.mkdir(path.dirname(out), { recursive: true });
  await fs.writeFile(out, gzipSync(serialiseFilmWorld(world), { level: 9 }));
  console.log(JSON.stringify(world.counts, null, 2));
}

main(values.out, values.wikipedia).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
