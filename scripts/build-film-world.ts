/**
 * Builds the committed film world (server/catalogue/data/film-world.json.gz) from its three
 * sources: vega-datasets (a devDependency), Wikipedia's American film lists with their articles'
 * lead paragraphs and the CMU Movie Summary Corpus' metadata, which live outside the repository.
 * Prints the counts, what the duplicate pass joined and refused, where the extracts' directors
 * differ from vega's, and which names are one person or several. Usage:
 * npm run catalogue:build [-- --wikipedia FILE] [--cmu FILE] [--out FILE] [--previous FILE]...
 * --previous names earlier film worlds (by default the committed one): the ids they served
 * that now belong to another film or person are kept as former ids, so people's lists follow.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gunzipSync, gzipSync } from 'node:zlib';
import { z } from 'zod';
import { FILM_WORLD_FILE, serialiseFilmWorld } from '../server/catalogue/film-world';
import { readVegaFilms } from '../server/catalogue/vega-movies';
import { readCmuFilms } from '../server/catalogue/world/cmu';
import { deriveFilmWorld } from '../server/catalogue/world/derive';
import type { Career } from '../server/catalogue/world/people';
import { readWikipediaFilms } from '../server/catalogue/world/wikipedia';
import { rootDir } from '../server/paths';

const shared = path.join(rootDir, '..', 'shared', 'data');
const { values } = parseArgs({
  options: {
    wikipedia: { type: 'string', default: path.join(shared, 'wikipedia-movie-data', 'movies-with-extracts.json.gz') },
    cmu: { type: 'string', default: path.join(shared, 'cmu-movie-metadata', 'movie.metadata.tsv.gz') },
    out: { type: 'string', default: FILM_WORLD_FILE },
    previous: { type: 'string', multiple: true },
  },
});

const idRows = z.array(z.tuple([z.number().int()]).rest(z.unknown()));
const idPairs = z.array(z.tuple([z.number().int(), z.number().int()])).optional();

/**
 * The film and person ids an earlier film world served: its films' and people's and their former
 * ids. Read loosely (only the ids), because an earlier file may be of an earlier format; none
 * when there is no file.
 */
async function issuedIds(file: string): Promise<{ films: number[]; people: number[] }> {
  const text = await fs.readFile(file).then((bytes) => gunzipSync(bytes).toString('utf8'), () => null);
  if (text === null) return { films: [], people: [] };
  const world = z.object({ films: idRows, people: idRows, formerIds: idPairs, formerPersonIds: idPairs }).parse(JSON.parse(text));
  return {
    films: [...world.films.map(([id]) => id), ...(world.formerIds ?? []).map(([former]) => former)],
    people: [...world.people.map(([id]) => id), ...(world.formerPersonIds ?? []).map(([former]) => former)],
  };
}

/** Examples of a duplicate-pass decision, a few per reason. */
function examples(decisions: readonly { titles: string[]; year: number | null; reason?: string }[], perReason: number): string[] {
  const seen = new Map<string, number>();
  return decisions.flatMap((decision) => {
    const reason = decision.reason ?? 'joined';
    const shown = seen.get(reason) ?? 0;
    seen.set(reason, shown + 1);
    return shown < perReason ? [`  ${decision.titles.map((title) => JSON.stringify(title)).join(' + ')} (${decision.year})${decision.reason ? `: ${decision.reason}` : ''}`] : [];
  });
}

async function main(): Promise<void> {
  const previous = await Promise.all((values.previous ?? [FILM_WORLD_FILE]).map(issuedIds));
  const { duplicates, originalTitles, directorDisagreements, identities, ...world } = deriveFilmWorld({
    vega: await readVegaFilms(),
    wikipedia: await readWikipediaFilms(values.wikipedia),
    cmu: await readCmuFilms(values.cmu),
    issuedIds: new Set(previous.flatMap((ids) => ids.films)),
    issuedPersonIds: new Set(previous.flatMap((ids) => ids.people)),
  });
  await fs.mkdir(path.dirname(values.out), { recursive: true });
  await fs.writeFile(values.out, gzipSync(serialiseFilmWorld(world), { level: 9 }));
  console.log(JSON.stringify(world.counts, null, 2));
  const reasons = new Map<string, number>();
  for (const refused of duplicates.refused) reasons.set(refused.reason ?? '', (reasons.get(refused.reason ?? '') ?? 0) + 1);
  console.log(`Duplicate pass: ${duplicates.joined.length} joined, for example:`);
  console.log(examples(duplicates.joined, 12).join('\n'));
  console.log(`vega's records under another title joined to their film (vega-originals.ts): ${originalTitles.joined.length}:`);
  console.log(originalTitles.joined.map((join) => `  ${join.titles.map((title) => JSON.stringify(title)).join(' → ')} (${join.year}): ${join.reason ?? ''}`).join('\n'));
  console.log(`… left apart, two films as likely: ${originalTitles.ambiguous.map((title) => JSON.stringify(title)).join(', ')}`);
  console.log(`Duplicate pass: ${duplicates.refused.length} refused (${[...reasons].map(([reason, n]) => `${reason} ${n}`).join(', ')}), for example:`);
  console.log(examples(duplicates.refused, 4).join('\n'));
  const { directorsBothSources: both = 0, directorsAgreeWithVega: agree = 0 } = world.counts;
  console.log(`Directors: the extract's and vega's are the same person on ${agree} of ${both} films (${((100 * agree) / both).toFixed(1)} %); where not, the extract's:`);
  console.log(directorDisagreements.map((film) => `  ${JSON.stringify(film.title)} (${film.year}): vega ${film.vega.join(', ')}, extract ${film.extract.join(', ')}`).join('\n'));
  console.log(`People: ${identities.joined.length} written more than one way, one person each, for example:`);
  console.log(identities.joined.slice(0, 12).map((spellings) => `  ${spellings.join(' = ')}`).join('\n'));
  console.log(`People: ${identities.split.length} names that are several people (the id kept, or new):`);
  const career = (person: Career) => `${person.first ?? '?'}–${person.last ?? '?'} ${person.films} films ${person.id}${person.keptId ? '' : ' new'}`;
  console.log(identities.split.map((careers) => `  ${careers[0]?.name}: ${careers.map(career).join('; ')}`).join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
