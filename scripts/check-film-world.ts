/**
 * Fails when the committed film world breaks a rule of server/catalogue/world/check.ts.
 * Usage: npm run catalogue:check [-- FILE]
 */
import { FILM_WORLD_FILE, parseFilmWorld, readFilmWorldFile } from '../server/catalogue/film-world';
import { checkFilmWorld } from '../server/catalogue/world/check';

async function main(file: string): Promise<number> {
  const world = parseFilmWorld((await readFilmWorldFile(file)).compressed);
  const problems = checkFilmWorld(world);
  for (const problem of problems.slice(0, 50)) console.error(problem);
  if (problems.length > 50) console.error(`… and ${problems.length - 50} more`);
  console.log(`${file}: ${world.films.length} films, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
  return problems.length === 0 ? 0 : 1;
}

main(process.argv[2] ?? FILM_WORLD_FILE).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
