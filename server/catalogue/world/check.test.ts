import { FILM_WORLD_FORMAT, type FilmRow, type FilmWorld } from '../film-world';
import { checkFilmWorld } from './check';

/** A film row as the build writes it, with a director and an overview; `changes` sets fields by index. */
function film(id: number, title: string, changes: Partial<Record<number, unknown>> = {}): FilmRow {
  const row: unknown[] = [id, title, '1954-04-26', 1954, 207, null, null, null, null, null, null, [18], [1], [], `Film_${id}`, 0,
    'ja', ['JP'], ['ja'], [], false, `/m/${id}`, 'cmu', null, 1954, `${title} is a film.`];
  for (const [index, value] of Object.entries(changes)) row[Number(index)] = value;
  return row as FilmRow;
}

const world = (...films: FilmRow[]): FilmWorld => ({ format: FILM_WORLD_FORMAT, counts: {}, people: [], films, formerIds: [], formerPersonIds: [] });

/** Ten films, `directed` of them with a director and `described` with an overview. */
const tenFilms = (directed: number, described: number): FilmRow[] =>
  Array.from({ length: 10 }, (_, index) => film(index + 1, `Film ${index + 1}`, { 12: index < directed ? [1] : [], 25: index < described ? 'A film.' : null }));

describe('checkFilmWorld', () => {
  it('passes a world that keeps every rule, two namesakes told apart included', () => {
    expect(
      checkFilmWorld(
        world(
          film(1, 'Seven Samurai'),
          film(2, 'Dracula', { 2: '1931-02-14', 3: 1931, 24: 1931, 16: 'en', 18: ['en'], 17: ['US'] }),
          film(3, 'Drácula', { 2: '1931-04-24', 3: 1931, 24: 1931, 16: 'es', 18: ['es'], 17: ['US'] }),
          film(4, 'Casablanca', { 2: '1942-11-26', 3: 1942, 22: 'vega', 21: null, 23: 1942, 24: null }),
        ),
      ),
    ).toEqual([]);
  });

  it.each([
    ['a date after the build year', film(1, 'Gone with the Wind', { 2: '2039-12-15', 3: 2039, 24: 2039 }), 'dated after 2026'],
    ['a year after the build year', film(1, 'Future', { 2: null, 3: 2031, 22: null }), 'dated after 2026'],
    ['a vega date no other source agrees with', film(1, 'Casablanca', { 2: '1941-11-26', 3: 1941, 22: 'vega', 23: 1942, 24: 1942 }), 'has no witness'],
    ['a vega-only date', film(1, 'Shichinin no samurai', { 2: '1956-11-19', 3: 1956, 22: 'vega', 23: null, 24: null }), 'has no witness'],
    ['a vega placeholder date', film(1, 'Casablanca', { 2: '1942-12-31', 3: 1942, 22: 'vega', 23: 1942 }), 'has no witness'],
    ['a vega epoch date', film(1, 'Epoch', { 2: '1969-12-31', 3: 1969, 22: 'vega', 23: 1969 }), 'has no witness'],
    ['a film without a title', film(1, '  ', { 25: 'A film.' }), 'no title'],
    ['a runtime of 0 minutes', film(1, 'Zero', { 4: 0 }), 'runtime 0 minutes'],
    ['a runtime over 1000 minutes', film(1, 'Endless', { 4: 14_400 }), 'runtime 14400 minutes'],
    ['an unknown language code', film(1, 'Klingon', { 16: 'xx', 18: ['xx'] }), 'unknown ISO code "xx"'],
    ['an unknown country code', film(1, 'Nowhere', { 17: ['ZZ'] }), 'unknown ISO code "ZZ"'],
    ['an overview with double spaces', film(1, 'Spaced', { 25: 'Spaced  is a film.' }), 'markup left in the overview'],
    ['an overview with a footnote mark', film(1, 'Noted', { 25: 'Noted is a film [1].' }), 'markup left in the overview'],
    ['an overview with what a pronunciation left', film(1, 'Said', { 25: 'Said ( ; born 1950) is a film.' }), 'markup left in the overview'],
    ['an overview without its article', film(1, 'Orphan', { 14: null }), 'an overview without its article'],
  ])('refuses %s', (_case, row, message) => {
    const problems = checkFilmWorld(world(row));
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) expect(problem).toContain(message);
  });

  it('refuses two films of one normalised title and year that nothing tells apart', () => {
    const problems = checkFilmWorld(
      world(
        film(910_000_001, 'The Goonies', { 2: null, 3: 1985, 14: 'The_Goonies', 21: null, 22: null, 23: 1985 }),
        film(910_000_002, 'Goonies, The', { 2: null, 3: 1985, 14: 'The_Goonies', 21: null, 22: null, 23: 1985 }),
      ),
    );
    expect(problems).toEqual(['910000001 "The Goonies" (1985) and 910000002 "Goonies, The" (1985): one film twice']);
  });

  it('lets two films of one title and year be when their articles, Freebase ids or casts differ', () => {
    const twin = (id: number, changes: Partial<Record<number, unknown>>) =>
      film(id, 'Swan Song', { 2: null, 3: 2021, 14: 'Swan_Song', 21: null, 22: null, 23: 2021, ...changes });
    expect(checkFilmWorld(world(twin(910_000_001, { 14: 'Swan_Song_(2021_American_film)' }), twin(910_000_002, { 14: 'Swan_Song_(2021_Todd_Stephens_film)' })))).toEqual([]);
    expect(checkFilmWorld(world(twin(910_000_001, { 13: [1, 2] }), twin(910_000_002, { 13: [3, 4] })))).toEqual([]);
    expect(checkFilmWorld(world(twin(910_000_001, { 13: [1, 2] }), twin(910_000_002, { 13: [2, 5] })))).toEqual([
      '910000001 "Swan Song" (2021) and 910000002 "Swan Song" (2021): one film twice',
      '910000001 "Swan Song" (2021) and 910000002 "Swan Song" (2021): one article, one film twice',
    ]);
  });

  it('refuses one film in two years whose billed cast is the same, and one article listed twice', () => {
    const producers = (id: number, year: number, href: string) => film(id, 'The Producers', { 2: null, 3: year, 13: [7, 8], 14: href, 21: null, 22: null, 23: year });
    expect(checkFilmWorld(world(producers(926_970_273, 1967, 'The_Producers_(1967_film)'), producers(950_510_776, 1968, 'The_Producers_(1968_film)')))).toEqual([
      '926970273 "The Producers" (1967) and 950510776 "The Producers" (1968): one film in two years, its billed cast the same',
    ]);
    const raiders = film(900_000_768, 'Raiders of the Lost Ark', { 2: null, 3: 1981, 13: [7, 8], 14: 'Raiders_of_the_Lost_Ark', 21: null, 22: null, 23: 1981 });
    const imax = film(955_312_290, 'Raiders of the Lost Ark: The IMAX Experience', { 2: null, 3: 2012, 13: [7], 14: 'Raiders_of_the_Lost_Ark', 21: null, 22: null, 23: 2012 });
    expect(checkFilmWorld(world(raiders, imax))).toEqual([
      '900000768 "Raiders of the Lost Ark" (1981) and 955312290 "Raiders of the Lost Ark: The IMAX Experience" (2012): one article, one film twice',
    ]);
    const trails = (id: number, year: number, cast: number[]) => film(id, 'Forbidden Trails', { 2: null, 3: year, 13: cast, 14: 'Forbidden_Trails', 21: null, 22: null, 23: year });
    expect(checkFilmWorld(world(trails(949_979_492, 1920, [7, 8]), trails(974_009_543, 1941, [7, 9])))).toEqual([]);
  });

  it('refuses two corpus records of one title and year that are the only two and run alike', () => {
    const flyboys = (id: number, runtime: number) => film(id, 'Flyboys', { 2: '2006-09-22', 3: 2006, 4: runtime, 14: null, 16: 'en', 17: ['US'], 18: ['en'], 21: `/m/${id}`, 24: 2006, 25: null });
    const twice = (...films: FilmRow[]) => checkFilmWorld(world(...films)).filter((problem) => problem.endsWith('one film twice'));
    expect(twice(flyboys(904_606_437, 121), flyboys(900_001_765, 123))).toEqual(['904606437 "Flyboys" (2006) and 900001765 "Flyboys" (2006): one film twice']);
    expect(twice(flyboys(904_606_437, 121), flyboys(900_001_765, 133))).toEqual([]);
  });

  it("refuses an American film with another film's facts, and a runtime from one source longer than a feature", () => {
    const soldier = film(900_002_765, 'Soldier', {
      3: 1998, 14: 'Soldier_(1998_American_film)', 16: 'hi', 17: ['IN'], 18: ['hi'], 23: 1998, 25: 'Soldier is a 1998 American science fiction action film.',
    });
    expect(checkFilmWorld(world(soldier))).toEqual(['900002765 "Soldier" (1998): an American film with the facts of a film of IN in hi']);
    const daggers = film(910_000_001, 'House of Flying Daggers', { 3: 2004, 16: 'zh', 17: ['HK', 'CN'], 18: ['zh'], 23: 2004, 25: 'House of Flying Daggers is a 2004 wuxia romance film.' });
    expect(checkFilmWorld(world(daggers))).toEqual([]);
    expect(checkFilmWorld(world(film(980_277_903, 'Backfire', { 4: 891, 11: [80, 53] })))).toEqual(['980277903 "Backfire" (1954): runtime 891 minutes from one source, longer than a feature']);
    expect(checkFilmWorld(world(film(905_000_001, 'Shoah', { 4: 544, 11: [99] })))).toEqual([]);
  });

  it('holds the film world to its coverage: directors on 30 % of the films, overviews on 35 %', () => {
    expect(checkFilmWorld(world(...tenFilms(3, 4)))).toEqual([]);
    expect(checkFilmWorld(world(...tenFilms(2, 4)))).toEqual(['directors on 20.0 % of the films, below 30.0 %']);
    expect(checkFilmWorld(world(...tenFilms(3, 3)))).toEqual(['overviews on 30.0 % of the films, below 35.0 %']);
  });

  it("holds the extracts' directors to vega's on 98 % of the films both name one of", () => {
    const counted = (agree: number) => ({ ...world(...tenFilms(10, 10)), counts: { directorsBothSources: 100, directorsAgreeWithVega: agree } });
    expect(checkFilmWorld(counted(98))).toEqual([]);
    expect(checkFilmWorld(counted(97))).toEqual(["the extracts' directors are vega's on 97.0 % of 100 films, below 98.0 %"]);
  });

  describe('people', () => {
    /** A world of the given people, each in the cast of a film of each year given (directed by 9,999, whom no rule looks at). */
    const credited = (...people: Array<[id: number, name: string, years: number[]]>): FilmWorld => ({
      ...world(
        ...people.flatMap(([id, , years]) =>
          years.map((year, index) => film(id * 100 + index, `Film ${id} ${year}`, { 2: null, 3: year, 22: null, 24: year, 12: [9_999], 13: [id] })),
        ),
      ),
      people: people.map(([id, name]) => [id, name, 'Acting', 1]),
    });

    it('passes namesakes whose careers are decades apart and a long career the list names', () => {
      expect(checkFilmWorld(credited([1, 'Harrison Ford', [1917, 1928]], [2, 'Harrison Ford', [1968, 2023]], [3, 'Judy Garland', [1937, 2013]]))).toEqual([]);
    });

    it('refuses an award or a label as a person', () => {
      expect(checkFilmWorld(credited([1, 'Best Actress', [1950]], [2, 'Voices of', [1960]]))).toEqual(['1 "Best Actress": not a name', '2 "Voices of": not a name']);
    });

    it('refuses credits spanning more than 70 years', () => {
      expect(checkFilmWorld(credited([1, 'Harrison Ford', [1917, 1928, 1968, 2023]]))).toEqual(['1 "Harrison Ford": credits 1917–2023, more than 70 years']);
    });

    it('refuses one person twice: names that read the same, their careers less than 20 years apart', () => {
      expect(checkFilmWorld(credited([1, 'Toshirō Mifune', [1966, 1979]], [2, 'Toshiro Mifune', [1968, 1982]]))).toEqual([
        '1 "Toshirō Mifune" and 2 "Toshiro Mifune": one person twice',
      ]);
      expect(checkFilmWorld(credited([1, 'Robert De Niro', [1990]], [2, 'Robert DeNiro', []]))).toEqual(['1 "Robert De Niro" and 2 "Robert DeNiro": one person twice']);
    });
  });
});
