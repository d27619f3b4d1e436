import { parseFilmWorld, readFilmWorldFile, type FilmRow } from './film-world';
import { priorPopularities, type PriorFacts } from './popularity';

const unknown: PriorFacts = { imdbVotes: null, gross: null, castCredits: 0, wikipediaArticleId: null, american: true, sources: 1, knownFacts: 0, year: 1950 };
/** A decade of films that nothing tells apart, and the film under test. */
const priorAmong = (film: Partial<PriorFacts>, others: Array<Partial<PriorFacts>> = []): number => {
  const crowd = Array.from({ length: 200 }, (): PriorFacts => unknown);
  const priors = priorPopularities([{ ...unknown, ...film }, ...others.map((other) => ({ ...unknown, ...other })), ...crowd], 2026);
  return priors[0] as number;
};

describe('priorPopularities', () => {
  it('adds something for every fact known, and nothing for a value no better than its era’s', () => {
    const none = priorAmong({});
    expect(none).toBeGreaterThan(0);
    for (const known of [{ imdbVotes: 100_000 }, { gross: 5_000_000 }, { castCredits: 3 }, { wikipediaArticleId: 50_000 }, { knownFacts: 2 }, { sources: 2 }]) {
      expect(priorAmong(known)).toBeGreaterThan(none);
    }
  });

  it('reads each signal against the films of the same era: the best known film of the 1920s is as famous as the 1990s’', () => {
    const of1920s = priorPopularities(
      [{ ...unknown, year: 1925, imdbVotes: 100_000 }, ...Array.from({ length: 100 }, (_, n) => ({ ...unknown, year: 1925, imdbVotes: 1000 + n }))],
      2026,
    )[0] as number;
    const of1990s = priorPopularities(
      [{ ...unknown, year: 1995, imdbVotes: 500_000 }, ...Array.from({ length: 100 }, (_, n) => ({ ...unknown, year: 1995, imdbVotes: 100_000 + n }))],
      2026,
    )[0] as number;
    // Recency alone tells them apart, by a few points.
    expect(Math.abs(of1990s - of1920s)).toBeLessThan(2);
  });

  it('compares a world film’s article with the world films of its era: English Wikipedia wrote about American films first', () => {
    // A hundred American films written about before it, a hundred world films after it.
    const others = Array.from({ length: 100 }, (_, n) => [{ wikipediaArticleId: 1000 + n }, { wikipediaArticleId: 10_000 + n, american: false }]).flat();
    const world = priorAmong({ wikipediaArticleId: 5000, american: false }, others);
    const american = priorAmong({ wikipediaArticleId: 5000 }, others);
    expect(world).toBeGreaterThan(american);
  });

  it('keeps recency mild: the same facts a year old and fifty years old differ by at most five points', () => {
    const recent = priorAmong({ year: 2025 });
    const old = priorAmong({ year: 1975 });
    expect(recent).toBeGreaterThan(old);
    expect(recent - old).toBeLessThan(5);
  });
});

describe('the committed film world’s popularity', () => {
  let films: FilmRow[];
  let rank: (title: string, year: number) => number;
  beforeAll(async () => {
    films = parseFilmWorld((await readFilmWorldFile()).compressed).films.sort((a, b) => b[15] - a[15] || a[0] - b[0]);
    rank = (title, year) => 1 + films.findIndex((film) => film[1] === title && film[3] === year);
  });

  it('orders nearly every film: no film at zero, most films with a value of their own, no tie of more than 0.1 % of the films', () => {
    const counts = new Map<number, number>();
    for (const film of films) counts.set(film[15], (counts.get(film[15]) ?? 0) + 1);
    expect(films.filter((film) => film[15] === 0)).toHaveLength(0);
    expect(counts.size / films.length).toBeGreaterThan(0.85);
    expect(Math.max(...counts.values())).toBeLessThan(films.length / 1000);
  });

  it('ranks the classics of every era and country within the first pages (before: The Godfather 326th, Seven Samurai 52,120th)', () => {
    expect(rank('The Godfather', 1972)).toBeLessThanOrEqual(20);
    expect(rank('Casablanca', 1942)).toBeLessThanOrEqual(20);
    expect(rank('Citizen Kane', 1941)).toBeLessThanOrEqual(100);
    expect(rank('Seven Samurai', 1954)).toBeLessThanOrEqual(500);
    expect(rank('Metropolis', 1927)).toBeLessThanOrEqual(1000);
    for (const [title, year] of [['Rashomon', 1950], ['Bicycle Thieves', 1948], ['8½', 1963], ['Tokyo Story', 1953]] as const) {
      expect(rank(title, year)).toBeGreaterThan(0);
      expect(rank(title, year)).toBeLessThanOrEqual(5000);
    }
  });

  it('does not bury the films after 2012 that only Wikipedia’s lists know: some are among the thousand most popular', () => {
    expect(films.slice(0, 1000).filter((film) => (film[3] ?? 0) > 2012).length).toBeGreaterThanOrEqual(10);
  });
});
