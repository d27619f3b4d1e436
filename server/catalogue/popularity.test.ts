import { parseFilmWorld, readFilmWorldFile, type FilmRow } from './film-world';
import { priorPopularity, type PriorFacts } from './popularity';

const unknown: PriorFacts = { imdbVotes: null, gross: null, castCredits: 0, wikipediaArticleId: null, sources: 1, knownFacts: 0, year: null };

describe('priorPopularity', () => {
  it('adds nothing for what is unknown, and something for every fact known', () => {
    expect(priorPopularity(unknown, 2026)).toBe(0.5);
    for (const known of [{ imdbVotes: 1000 }, { gross: 5_000_000 }, { castCredits: 3 }, { wikipediaArticleId: 50_000 }, { knownFacts: 2 }, { year: 1990 }]) {
      expect(priorPopularity({ ...unknown, ...known }, 2026)).toBeGreaterThan(0.5);
    }
  });

  it('ranks a recent film above the same film decades older, and an early article above a late one', () => {
    expect(priorPopularity({ ...unknown, year: 2024 }, 2026)).toBeGreaterThan(priorPopularity({ ...unknown, year: 1994 }, 2026));
    expect(priorPopularity({ ...unknown, wikipediaArticleId: 57_585 }, 2026)).toBeGreaterThan(priorPopularity({ ...unknown, wikipediaArticleId: 30_000_000 }, 2026));
  });
});

describe('the committed film world’s popularity', () => {
  let films: FilmRow[];
  beforeAll(async () => {
    films = parseFilmWorld((await readFilmWorldFile()).compressed).films;
  });

  it('orders nearly every film: no film at zero, most films with a value of their own, no tie of more than 0.1 % of the films', () => {
    const counts = new Map<number, number>();
    for (const film of films) counts.set(film[15], (counts.get(film[15]) ?? 0) + 1);
    expect(films.filter((film) => film[15] === 0)).toHaveLength(0);
    expect(counts.size / films.length).toBeGreaterThan(0.85);
    expect(Math.max(...counts.values())).toBeLessThan(films.length / 1000);
  });

  it('is not frozen at 2010: films after 2015 are among the thousand most popular', () => {
    const top = [...films].sort((a, b) => b[15] - a[15]).slice(0, 1000);
    expect(top.filter((film) => (film[3] ?? 0) > 2015).length).toBeGreaterThanOrEqual(20);
  });
});
