import type { MovieListName } from '../../contract/lists';
import type { RecommendationReason, Recommendations } from '../../contract/recommendations';
import { summaryRows } from '../catalogue/catalogue-queries';
import { genreName } from '../catalogue/genres';
import { summaryFromRow } from '../catalogue/tmdb-shapes';
import type { Queryable } from '../db/database';
import { DIRECTOR, type ForYouIndex } from './for-you-index';

/** Films in the row. */
export const FOR_YOU_SIZE = 20;
/**
 * The newest entries of each list and favorite people that seed the ranking: the work grows
 * with the films they reach, so a long list costs no more than this (docs/PERFORMANCE.md).
 */
export const SEEDS = { favorites: 10, watchlist: 5, people: 10 };
/** Only a film's leads (and its director) link it to other films. */
export const LEADS = 6;
/** Same-genre films within this many years of one of the newest GENRE_SEEDS films are candidates too. */
export const ERA_YEARS = 2;
export const GENRE_SEEDS = 3;
/**
 * The films with the most people in common with the profile that go on to be scored in full
 * (genres, era, popularity): reading every linked film's row cost more than the rest together.
 */
export const SHORTLIST = 100;
/** The same-genre, same-era films scored in full: the best by what they already tell (a larger catalogue has more of them). */
export const GENRE_SHORTLIST = 40;
/** Reasons given per film, strongest first. */
export const REASONS = 3;

/**
 * The weights (docs/ARCHITECTURE.md, "For you"). A film's score is the sum of its contributions:
 * - each favorite person in it: 5 as one of the first three billed, 3 further down, 4 as director;
 * - each film on the lists it is linked to, times that film's weight (favorites 1, watchlist 0.5):
 *   4 for the same director + 1.5 per shared lead (up to 4) + 1 per shared genre (of the listed
 *   film's first three) + up to 1 for the era (minus 0.1 per year apart);
 * plus 0.02 × popularity (about 0.01 to 0.6 from the prior, more with activity here), so among equals the better-known film comes first;
 * ties go to the lower id. Films on either list are never recommended.
 */
export const WEIGHTS = { leadActor: 5, actor: 3, directedBy: 4, favorite: 1, watchlist: 0.5, sameDirector: 4, sharedLead: 1.5, sharedLeadsCounted: 4, sharedGenre: 1, era: 1, eraPerYear: 0.1, popularity: 0.02 };
export const LEAD_BILLING = 3;

/** Points are counted in thousandths: every weight is a multiple of 0.05 and every era step of 0.1, so sums stay exact. */
const UNIT = 1000;
/** A list's weight in hundredths; times a link's tenths of a point below, thousandths. */
const LIST_WEIGHT = { favorites: WEIGHTS.favorite * 100, watchlist: WEIGHTS.watchlist * 100 };
const TENTHS = { sameDirector: WEIGHTS.sameDirector * 10, sharedLead: WEIGHTS.sharedLead * 10, sharedGenre: WEIGHTS.sharedGenre * 10, era: WEIGHTS.era * 10 };

/** A film on the user's lists that seeds the ranking. */
interface Seed {
  film: number;
  list: MovieListName;
  /** Hundredths. */
  weight: number;
  genreSeed: boolean;
}

/** A film linked to a seed film by shared leads or its director. */
interface Link {
  film: number;
  seed: Seed;
  castShared: number;
  director: number | null;
}

/** What a film's score is the sum of; a reason once the same ones are summed. */
interface Contribution {
  kind: RecommendationReason['kind'];
  person: number | null;
  seed: Seed | null;
  genre: number | null;
  /** Thousandths of a point. */
  points: number;
}

/** Two film positions (or a film and a person) as one number. */
const pairKey = (film: number, other: number): number => film * 2 ** 31 + other;

/** The era's tenths of a point: 10 for the same year, one less per year apart, none below 0 or for an unknown year. */
function eraTenths(index: ForYouIndex, film: number, seed: number): number {
  const apart = Math.abs(index.year[film]! - index.year[seed]!);
  return Number.isNaN(apart) ? 0 : Math.max(0, TENTHS.era - WEIGHTS.eraPerYear * 10 * apart);
}

/** Nulls after every number, as SQL orders them ascending. */
const nullsLast = (a: number | null, b: number | null): number => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : a - b);

/**
 * The ranking, in memory over the catalogue's films and credits (for-you-index.ts) and the
 * user's lists: the seeds (newest favorites, watchlist entries and favorite people), candidates
 * sharing a lead or the director with a seed film, films of a favorite person and same-genre
 * films of a recent seed's era, every contribution scored, the best FOR_YOU_SIZE films kept
 * with their REASONS strongest contributions. Only films of `sources` are recommended.
 * for-you-reference.ts holds the same ranking as one SQL statement, which the tests hold this to.
 */
function rank(
  index: ForYouIndex,
  entries: ReadonlyArray<{ list: MovieListName; movie_id: number }>,
  favoritePeople: readonly number[],
  sources: readonly string[],
): Array<{ film: number; reasons: Contribution[] }> {
  const seeds = new Map<number, Seed>();
  const recency = { favorites: 0, watchlist: 0 };
  // The entries come favorites first, so a film on both lists seeds as a favorite.
  for (const entry of entries) {
    const place = ++recency[entry.list];
    const film = index.positionOf(entry.movie_id);
    if (place > SEEDS[entry.list] || film < 0 || seeds.has(film)) continue;
    seeds.set(film, { film, list: entry.list, weight: LIST_WEIGHT[entry.list], genreSeed: entry.list === 'favorites' && place <= GENRE_SEEDS });
  }

  const links = new Map<number, Link>();
  for (const seed of seeds.values()) {
    for (const seedCredit of index.creditsOf(seed.film)) {
      const seedBilling = index.creditBilling[seedCredit]!;
      if (seedBilling !== DIRECTOR && seedBilling >= LEADS) continue;
      const person = index.creditPerson[seedCredit]!;
      const directed = seedBilling === DIRECTOR;
      const { from, to } = index.creditsBy(person);
      for (let credit = from; credit < to; credit++) {
        const film = index.creditFilm[credit]!;
        const billing = index.creditBilling[credit]!;
        if (film < 0 || (directed ? billing !== DIRECTOR : billing === DIRECTOR || billing >= LEADS)) continue;
        const key = pairKey(film, seed.film);
        let link = links.get(key);
        if (!link) links.set(key, (link = { film, seed, castShared: 0, director: null }));
        if (directed) link.director = link.director === null ? person : Math.min(link.director, person);
        else link.castShared++;
      }
    }
  }
  const peoplePoints = (link: Link): number =>
    link.seed.weight * ((link.director !== null ? TENTHS.sameDirector : 0) + TENTHS.sharedLead * Math.min(link.castShared, WEIGHTS.sharedLeadsCounted));

  // The best GENRE_SHORTLIST same-genre, same-era rows, kept in order as they are found: thousands of films are in a seed's years.
  const genreShortlist: Array<{ film: number; seed: Seed; genre: number; points: number; order: number }> = [];
  const before = (a: { film: number; order: number }, b: { film: number; order: number }) =>
    a.order > b.order || (a.order === b.order && index.ids[a.film]! < index.ids[b.film]!);
  for (const seed of seeds.values()) {
    const genres = index.firstGenres(seed.film);
    const year = index.year[seed.film]!;
    if (!seed.genreSeed || genres.count === 0 || Number.isNaN(year)) continue;
    for (const film of index.filmsOfYears(year - ERA_YEARS, year + ERA_YEARS)) {
      if (!index.hasGenre(film, genres.first) || (genres.count > 1 && !index.hasGenre(film, genres.second))) continue;
      const points = seed.weight * (TENTHS.sharedGenre * index.sharedGenres(seed.film, film) + eraTenths(index, film, seed.film));
      const row = { film, seed, genre: genres.first, points, order: points / UNIT + WEIGHTS.popularity * index.popularity[film]! };
      const last = genreShortlist[GENRE_SHORTLIST - 1];
      if ((last && !before(row, last)) || links.has(pairKey(film, seed.film))) continue;
      let at = genreShortlist.length;
      while (at > 0 && before(row, genreShortlist[at - 1]!)) at--;
      genreShortlist.splice(at, 0, row);
      if (genreShortlist.length > GENRE_SHORTLIST) genreShortlist.pop();
    }
  }

  // Each favorite person's films, the best of their credits in each.
  const acted = new Map<number, { film: number; person: number; points: number }>();
  for (const person of favoritePeople) {
    const { from, to } = index.creditsBy(person);
    for (let credit = from; credit < to; credit++) {
      const film = index.creditFilm[credit]!;
      if (film < 0) continue;
      const billing = index.creditBilling[credit]!;
      const points = UNIT * (billing === DIRECTOR ? WEIGHTS.directedBy : billing < LEAD_BILLING ? WEIGHTS.leadActor : WEIGHTS.actor);
      const key = pairKey(film, person);
      const known = acted.get(key);
      if (known) known.points = Math.max(known.points, points);
      else acted.set(key, { film, person, points });
    }
  }

  const listed = new Set(entries.map((entry) => entry.movie_id));
  const byPeople = new Map<number, number>();
  for (const link of links.values()) byPeople.set(link.film, (byPeople.get(link.film) ?? 0) + peoplePoints(link));
  for (const { film, points } of acted.values()) byPeople.set(film, (byPeople.get(film) ?? 0) + points);
  const shortlist = [...byPeople]
    .filter(([film]) => !listed.has(index.ids[film]!))
    .sort(([filmA, a], [filmB, b]) => b - a || index.ids[filmA]! - index.ids[filmB]!)
    .slice(0, SHORTLIST)
    .map(([film]) => film);

  const candidates = new Set(
    [...shortlist, ...genreShortlist.map((row) => row.film)].filter(
      (film) => sources.includes(index.source[film]!) && index.adult[film] === 0 && !listed.has(index.ids[film]!),
    ),
  );
  const contributions = new Map<number, Contribution[]>([...candidates].map((film) => [film, []]));
  for (const { film, person, points } of acted.values()) contributions.get(film)?.push({ kind: 'actor', person, seed: null, genre: null, points });
  for (const link of links.values()) {
    contributions.get(link.film)?.push({
      kind: link.director !== null ? 'director' : 'movie',
      person: link.director,
      seed: link.seed,
      genre: null,
      points:
        peoplePoints(link) +
        link.seed.weight * (TENTHS.sharedGenre * index.sharedGenres(link.seed.film, link.film) + eraTenths(index, link.film, link.seed.film)),
    });
  }
  for (const { film, seed, genre, points } of genreShortlist) contributions.get(film)?.push({ kind: 'genre', person: null, seed, genre, points });

  const sum = (parts: readonly Contribution[]) => parts.reduce((total, part) => total + part.points, 0);
  return [...contributions]
    .map(([film, parts]) => ({ film, parts, score: sum(parts) / UNIT + WEIGHTS.popularity * index.popularity[film]! }))
    .sort((a, b) => b.score - a.score || index.ids[a.film]! - index.ids[b.film]!)
    .slice(0, FOR_YOU_SIZE)
    .map(({ film, parts }) => {
      // The same contribution from several places (a person twice in a cast) counts as one reason, summed.
      const reasons = new Map<string, Contribution>();
      for (const part of parts) {
        const key = `${part.kind}:${part.person}:${part.seed?.film}:${part.genre}`;
        const known = reasons.get(key);
        if (known) known.points += part.points;
        else reasons.set(key, { ...part });
      }
      const seedId = (reason: Contribution) => (reason.seed ? index.ids[reason.seed.film]! : null);
      return {
        film,
        reasons: [...reasons.values()]
          .sort((a, b) => b.points - a.points || a.kind.localeCompare(b.kind) || nullsLast(a.person, b.person) || nullsLast(seedId(a), seedId(b)))
          .slice(0, REASONS),
      };
    });
}

/**
 * "For you" for a user, from their lists and the local catalogue's films of `sources`
 * (docs/ARCHITECTURE.md, "For you"): an empty profile gets no results.
 */
export async function forYou(
  db: Queryable,
  index: ForYouIndex,
  userId: number,
  sources: readonly ('embedded' | 'import')[],
  language: string | undefined,
): Promise<Recommendations> {
  // The lists' entries, favorites first and each list newest first, then the newest favorite people (list null).
  const rows = await db.query<{ list: MovieListName | null; id: number }>(
    `select list, id from (
       select list, movie_id as id, position from movie_list_entries where user_id = $1
       union all
       (select null, person_id, position from favorite_actors where user_id = $1 order by position desc limit ${SEEDS.people})
     ) listed
     order by list nulls last, position desc`,
    [userId],
  );
  const entries = rows.flatMap(({ list, id }) => (list === null ? [] : [{ list, movie_id: id }]));
  const ranked = rank(index, entries, rows.flatMap(({ list, id }) => (list === null ? [id] : [])), sources);
  if (ranked.length === 0) return { results: [] };
  const filmId = (film: number) => index.ids[film]!;
  const named = ranked.flatMap(({ reasons }) => reasons);
  const [films, names] = await Promise.all([
    summaryRows(db, ranked.map(({ film }) => filmId(film))),
    db.query<{ kind: 'person' | 'film'; id: number; name: string }>(
      `select 'person' as kind, id, name from people where id = any($1::integer[])
       union all select 'film', id, title from movies where id = any($2::integer[])`,
      [named.flatMap((reason) => reason.person ?? []), named.flatMap((reason) => (reason.seed ? filmId(reason.seed.film) : []))],
    ),
  ]);
  const nameOf = new Map(names.map((row) => [`${row.kind}:${row.id}`, row.name]));
  const summaryOf = new Map(films.map((row) => [row.id, row]));
  const reasonFor = (reason: Contribution): RecommendationReason | null => {
    const personName = reason.person === null ? undefined : nameOf.get(`person:${reason.person}`);
    const person = reason.person !== null && personName !== undefined ? { id: reason.person, name: personName } : undefined;
    const seedId = reason.seed ? filmId(reason.seed.film) : undefined;
    const seedTitle = seedId === undefined ? undefined : nameOf.get(`film:${seedId}`);
    const movie = reason.seed && seedId !== undefined && seedTitle !== undefined ? { id: seedId, title: seedTitle, list: reason.seed.list } : undefined;
    switch (reason.kind) {
      case 'actor':
        return person ? { kind: 'actor', person } : null;
      case 'director':
        return person && movie ? { kind: 'director', person, movie } : null;
      case 'movie':
        return movie ? { kind: 'movie', movie } : null;
      case 'genre': {
        const name = reason.genre === null ? undefined : genreName(reason.genre, language);
        return reason.genre !== null && name !== undefined && movie ? { kind: 'genre', genre: { id: reason.genre, name }, movie } : null;
      }
    }
  };
  return {
    results: ranked.flatMap(({ film, reasons }) => {
      const summary = summaryOf.get(filmId(film));
      const explained = reasons.flatMap((reason) => reasonFor(reason) ?? []);
      // A reason names only what the catalogue can name; a film with none left is not explained, so not shown.
      return summary && explained.length > 0 ? [{ movie: summaryFromRow(summary), reasons: explained }] : [];
    }),
  };
}
