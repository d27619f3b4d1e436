import type { CmuFilm } from './cmu';
import { CMU_FILM_IDS, deriveFilmWorld, WIKIPEDIA_FILM_IDS } from './derive';
import { PERSON_IDS } from './people';
import { duplicateKeys } from './duplicates';
import { resolveDate } from './precedence';
import { emptyCastRepairCounts, repairCast } from './names';
import { assignStableIds, fnv1a } from './stable-ids';
import { normaliseTitle } from './titles';
import type { VegaFilm } from '../vega-movies';
import type { WikipediaFilm } from './wikipedia';

const vegaFilm = (id: number, title: string, releaseDate: string | null, director: string | null = null): VegaFilm => ({
  id,
  title,
  releaseDate,
  runtime: 120,
  imdbRating: 7.5,
  imdbVotes: 1000,
  budget: null,
  gross: null,
  mpaaRating: 'R',
  rottenTomatoes: null,
  genreIds: [18],
  director,
});

const wikipediaFilm = (
  title: string,
  year: number,
  cast: string[],
  genres: string[] = [],
  href: string | null = null,
  extract: string | null = null,
): WikipediaFilm => ({
  title,
  year,
  cast,
  genres,
  href,
  extract,
});

describe('normaliseTitle', () => {
  it.each([
    ['The Godfather: Part II', 'godfather part ii'],
    ['Godfather, The', 'godfather'],
    ['Léon', 'leon'],
    ['Harold & Kumar', 'harold and kumar'],
    ["Schindler's List", 'schindlers list'],
    ['A Beautiful Mind', 'beautiful mind'],
  ])('reads %s as %s', (title, normalised) => {
    expect(normaliseTitle(title)).toBe(normalised);
  });
});

describe('repairCast', () => {
  it('joins split suffixes, removes notes and non-names, keeps each person once at the first billing', () => {
    const counts = emptyCastRepairCounts();
    const cast = repairCast(
      ['Robert Downey, Jr.', 'House Peters', 'Sr.', 'Harry Carter (actor)', '(', 'nominee)', 'and', 'Cuba Gooding  Jr.', 'Cher', 'will.i.am', 'House Peters Sr.', 'Unknown'],
      counts,
    );
    expect(cast).toEqual(['Robert Downey Jr.', 'House Peters Sr.', 'Harry Carter', 'Cuba Gooding Jr.', 'Cher', 'will.i.am']);
    expect(counts).toEqual({ suffixesJoined: 2, notesRemoved: 1, notNamesDropped: 4, duplicatesDropped: 1 });
  });

  it('drops awards, labels waiting for a name and sentences, and keeps particles, duos and bands', () => {
    const counts = emptyCastRepairCounts();
    const kept = ['Oscar de la Renta', "Harry d'Abbadie d'Arrast", 'William C. deMille', 'Laurel and Hardy', 'Sons of the Pioneers', 'Edna Best', 'Roy Acuff and his Smoky Mountain Boys'];
    const dropped = [
      'Best Actress',
      'Academy Award for Best Supporting Actor',
      'Voices of',
      'Narrated by',
      'Interviews with',
      'A year in the life of Susan Tom and her 11 children with disabilities',
      'Hip hop music',
      'Various cameos',
    ];
    expect(repairCast([...dropped, ...kept], counts)).toEqual(kept);
    expect(counts.notNamesDropped).toBe(dropped.length);
  });
});

describe('assignStableIds', () => {
  it('gives a key its hashed id, and the later of two colliding keys the next free one', () => {
    const range = { base: 1000, span: 10 };
    const keys = Array.from({ length: 11 }, (_unused, index) => `key-${index}`);
    const hashed = (key: string) => range.base + (fnv1a(key) % range.span);
    const second = keys.findIndex((key, index) => keys.slice(0, index).some((other) => hashed(other) === hashed(key)));
    const first = keys.findIndex((key) => hashed(key) === hashed(keys[second] as string));
    const pair = [keys[first] as string, keys[second] as string];
    const { ids, collisions } = assignStableIds(pair, range);
    expect(ids.get(pair[0] as string)).toBe(hashed(pair[0] as string));
    expect(ids.get(pair[1] as string)).toBe(range.base + ((hashed(pair[1] as string) - range.base + 1) % range.span));
    expect(collisions).toBe(1);
  });
});

const noCmu = { films: [], counts: { cmuRecords: 0, cmuShortFilmsLeftOut: 0, cmuRuntimesOutOfRange: 0, cmuDatesOutOfRange: 0,
  cmuLanguageNamesDropped: 0, cmuCountryNamesDropped: 0, cmuGenreNamesDropped: 0 } };

describe('deriveFilmWorld', () => {
  const vega = {
    records: 3,
    films: [
      vegaFilm(900_000_001, 'The Godfather', '1972-03-15', 'Francis Ford Coppola'),
      vegaFilm(900_000_002, 'Godfather: Part II, The', '1974-12-11', 'Francis Ford Coppola'),
      vegaFilm(900_000_003, 'Only In Vega', '1990-06-01'),
    ],
  };
  const wikipedia = [
    wikipediaFilm('The Godfather', 1972, ['Marlon Brando', 'Al Pacino'], ['Crime', 'Drama'], 'The_Godfather'),
    wikipediaFilm('The Godfather Part II', 1974, ['Al Pacino', 'Robert Duvall'], ['Crime', 'Sequel']),
    wikipediaFilm('Iron Man', 2008, ['Robert Downey Jr.'], ['Superhero', 'Action'], 'Iron_Man_(2008_film)'),
    wikipediaFilm('Iron Man', 2008, ['Robert Downey Jr.', 'Terrence Howard'], [], 'Iron_Man_(2008_film)'),
    wikipediaFilm('Chaplin', 1992, ['Robert Downey, Jr.'], ['Biography']),
  ];
  const world = deriveFilmWorld({ vega, wikipedia, cmu: noCmu });
  const film = (title: string) => world.films.find((row) => row[1] === title);
  const person = (name: string) => world.people.find((row) => row[1] === name);

  it('merges by normalised title and year, keeping vega ids and facts and adding the cast in billing order', () => {
    const godfather = film('The Godfather');
    expect(godfather?.[0]).toBe(900_000_001);
    expect(godfather?.slice(2, 11)).toEqual(['1972-03-15', 1972, 120, 7.5, 1000, null, null, 'R', null]);
    expect(godfather?.[11]).toEqual([18, 80]);
    expect(godfather?.[13]).toEqual([person('Marlon Brando')?.[0], person('Al Pacino')?.[0]]);
    expect(film('The Godfather Part II')?.[0]).toBe(900_000_002);
    expect(film('The Godfather Part II')?.[13]).toEqual([person('Al Pacino')?.[0], person('Robert Duvall')?.[0]]);
  });

  it('dates nothing by vega alone: a film only vega lists keeps its figures but no date', () => {
    expect(film('Only In Vega')?.slice(2, 4)).toEqual([null, null]);
    expect(film('Only In Vega')?.[5]).toBe(7.5);
  });

  it('takes unmatched Wikipedia films in with a stable id from their article, year only and nothing invented', () => {
    const ironMan = film('Iron Man');
    expect(world.films.filter((row) => row[1] === 'Iron Man')).toHaveLength(1);
    expect(ironMan?.[0]).toBe(WIKIPEDIA_FILM_IDS.base + (fnv1a('wikipedia:Iron_Man_(2008_film)') % WIKIPEDIA_FILM_IDS.span));
    expect(ironMan?.slice(2, 11)).toEqual([null, 2008, null, null, null, null, null, null, null]);
    expect(ironMan?.[11]).toEqual([28]);
    expect(ironMan?.[13]).toHaveLength(2);
    expect(film('Chaplin')?.[11]).toEqual([]);
  });

  it('makes one person of a repaired name, and keeps the first version’s id formula', () => {
    const downey = person('Robert Downey Jr.');
    expect(world.people.filter((row) => row[1].startsWith('Robert Downey'))).toHaveLength(1);
    expect(downey?.[0]).toBe(PERSON_IDS.base + (fnv1a('Robert Downey Jr.') % PERSON_IDS.span));
    // A director's popularity is the popularity of each film directed, plus 0.1 a film.
    const directed = (film('The Godfather')?.[15] ?? 0) + (film('The Godfather Part II')?.[15] ?? 0) + 0.2;
    expect(person('Francis Ford Coppola')).toEqual([PERSON_IDS.base + (fnv1a('Francis Ford Coppola') % PERSON_IDS.span), 'Francis Ford Coppola', 'Directing', Math.round(directed * 1000) / 1000]);
    expect(world.counts).toMatchObject({ wikipediaDuplicatesMerged: 1, vegaMatched: 2, vegaOnlyFilms: 1, films: 5, genreWordsDropped: 3 });
  });

  it('is deterministic whatever the order of the Wikipedia records', () => {
    expect(deriveFilmWorld({ vega, wikipedia: [...wikipedia].reverse(), cmu: noCmu }).films.map((row) => row[0]).sort()).toEqual(
      world.films.map((row) => row[0]).sort(),
    );
  });
});

const cmuFilm = (freebaseId: string, title: string, releaseDate: string | null, year: number | null, changes: Partial<CmuFilm> = {}): CmuFilm => ({
  freebaseId,
  articleId: 1_000_000,
  boxOffice: null,
  title,
  releaseDate,
  year,
  runtime: 100,
  languages: ['en'],
  countries: ['US'],
  genreIds: [18],
  adult: false,
  ...changes,
});

describe('deriveFilmWorld with Wikipedia extracts', () => {
  const vega = {
    records: 2,
    films: [vegaFilm(900_000_001, 'Gone with the Wind', '1939-12-15', 'George Cukor'), vegaFilm(900_000_002, 'Casablanca', '1942-11-26', 'Michael Curtiz')],
  };
  const wikipedia = [
    wikipediaFilm('Gone with the Wind', 1939, ['Clark Gable'], [], 'Gone_with_the_Wind_(film)', 'Gone with the Wind is a 1939 film produced by David O. Selznick and directed by Victor Fleming.  It is long [1].'),
    wikipediaFilm('Casablanca', 1942, ['Humphrey Bogart'], [], 'Casablanca_(film)', 'Casablanca is a 1942 film directed by Michael Curtiz, and starring Humphrey Bogart.'),
    wikipediaFilm('A Star Is Born', 1937, ['Janet Gaynor'], [], 'A_Star_Is_Born_(1937_film)', 'A Star Is Born is a 1937 film directed by William A. Wellman.'),
    wikipediaFilm('Nothing Said', 1950, ['Clark Gable'], [], 'Nothing_Said'),
  ];
  const without = deriveFilmWorld({ vega, wikipedia: wikipedia.map((film) => ({ ...film, extract: null })), cmu: noCmu });
  const world = deriveFilmWorld({ vega, wikipedia, cmu: noCmu });
  const film = (title: string) => world.films.find((row) => row[1] === title);
  const names = (ids: number[] | undefined) => ids?.map((id) => world.people.find((row) => row[0] === id)?.[1]);

  it("takes the extract's director over vega's, and vega's director is the same person when both agree", () => {
    expect(names(film('Gone with the Wind')?.[12])).toEqual(['Victor Fleming']);
    expect(film('Casablanca')?.[12]).toEqual(without.films.find((row) => row[1] === 'Casablanca')?.[12]);
    expect(world.people.find((row) => row[1] === 'William A. Wellman')?.[2]).toBe('Directing');
    expect(world.counts).toMatchObject({ directorsBothSources: 2, directorsAgreeWithVega: 1, filmsWithDirector: 3, filmsWithOverview: 3 });
    expect(world.directorDisagreements).toEqual([{ title: 'Gone with the Wind', year: 1939, vega: ['George Cukor'], extract: ['Victor Fleming'] }]);
  });

  it('keeps the ids of everyone who had one, and gives the cleaned extract as the overview of its article only', () => {
    for (const [id, name] of without.people) {
      const now = world.people.find((row) => row[1] === name);
      if (now) expect(now[0]).toBe(id);
    }
    expect(film('Gone with the Wind')?.[25]).toBe('Gone with the Wind is a 1939 film produced by David O. Selznick and directed by Victor Fleming. It is long.');
    expect(film('Nothing Said')?.[25]).toBeNull();
  });
});

describe('deriveFilmWorld with the CMU corpus: precedence, world films, each film once', () => {
  const vegaRecords = [
    vegaFilm(900_000_214, 'Casablanca', '1941-12-31'),
    vegaFilm(900_000_401, 'Gone with the Wind', '2039-12-15'),
    vegaFilm(900_000_160, 'Casino Royale', '1967-04-28'),
    vegaFilm(900_002_065, 'Casino Royale', '2006-11-17'),
    vegaFilm(900_000_913, 'Star Wars Ep. IV: A New Hope', '1977-05-25'),
    vegaFilm(900_000_809, 'Se7en', '1995-09-22'),
    vegaFilm(900_000_297, 'ET: The Extra-Terrestrial', '1982-06-11'),
    vegaFilm(900_000_050, 'Epoch Film', '1969-12-31'),
    vegaFilm(900_000_051, 'Goonies, The', '1985-06-07'),
  ];
  vegaRecords[3] = { ...(vegaRecords[3] as VegaFilm), budget: 102_000_000 };
  // The runtimes the corpus gives: sources that disagree leave a film's runtime unknown (below).
  vegaRecords[0] = { ...(vegaRecords[0] as VegaFilm), runtime: 102 };
  vegaRecords[1] = { ...(vegaRecords[1] as VegaFilm), runtime: 238 };
  const world = deriveFilmWorld({
    vega: { records: vegaRecords.length, films: vegaRecords },
    wikipedia: [
      wikipediaFilm('Casablanca', 1942, ['Humphrey Bogart', 'Ingrid Bergman']),
      wikipediaFilm('Gone with the Wind', 1939, ['Clark Gable']),
      wikipediaFilm('Star Wars', 1977, ['Mark Hamill']),
      wikipediaFilm('Seven', 1995, ['Brad Pitt']),
      wikipediaFilm('E.T. the Extra-Terrestrial', 1982, ['Henry Thomas']),
      wikipediaFilm('Epoch Film', 1969, []),
      wikipediaFilm('Goonies, The', 1985, ['Sean Astin']),
      wikipediaFilm('Swan Song', 2021, ['Udo Kier'], [], 'Swan_Song_(2021_Todd_Stephens_film)'),
      wikipediaFilm('Swan Song', 2021, ['Mahershala Ali'], [], 'Swan_Song_(2021_American_film)'),
      wikipediaFilm('Night Life', 1989, ['Scott Grimes']),
      wikipediaFilm('Nightlife', 1989, ['Ben Cross']),
    ],
    cmu: {
      ...noCmu,
      films: [
        cmuFilm('/m/0ft18', 'Casablanca', null, 1942, { runtime: 102 }),
        cmuFilm('/m/083skw', 'Gone with the Wind', '1939-12-15', 1939, { runtime: 234 }),
        cmuFilm('/m/02cb8w', 'City of God', '2002-05-18', 2002, { languages: ['pt'], countries: ['FR', 'BR'], runtime: 130 }),
        cmuFilm('/m/0c296', 'Amélie', '2001-04-25', 2001, { languages: ['fr', 'ru'], countries: ['FR', 'DE'] }),
        cmuFilm('/m/0mbql', 'The Goonies', '1985-06-07', 1985),
      ],
    },
  });
  const find = (title: string) => world.films.filter((row) => row[1] === title);
  const one = (title: string) => {
    const rows = find(title);
    expect(rows).toHaveLength(1);
    return rows[0] as NonNullable<(typeof rows)[0]>;
  };

  it('dates a film by CMU, else by the year its witnesses agree on, never by a vega placeholder', () => {
    expect(one('Casablanca').slice(0, 5)).toEqual([900_000_214, 'Casablanca', null, 1942, 102]);
    expect(one('Gone with the Wind').slice(0, 5)).toEqual([900_000_401, 'Gone with the Wind', '1939-12-15', 1939, 234]);
    expect(one('Epoch Film').slice(2, 4)).toEqual([null, 1969]);
    expect(one('Star Wars').slice(2, 4)).toEqual(['1977-05-25', 1977]);
    expect(one('Star Wars')[22]).toBe('vega');
  });

  it("drops the IMDb figures a remake pair shares and keeps each record's own figures with its film", () => {
    const [first, second] = find('Casino Royale');
    expect([first?.[0], first?.[5], first?.[6], first?.[7]]).toEqual([900_000_160, null, null, null]);
    expect([second?.[0], second?.[5], second?.[6], second?.[7]]).toEqual([900_002_065, null, null, 102_000_000]);
    expect(world.counts.vegaImdbFiguresDropped).toBe(2);
  });

  it('takes world films in with their countries, languages and runtime, an original language only when it is the one', () => {
    const cityOfGod = one('City of God');
    expect(cityOfGod.slice(2, 5)).toEqual(['2002-05-18', 2002, 130]);
    expect(cityOfGod.slice(16, 19)).toEqual(['pt', ['FR', 'BR'], ['pt']]);
    expect(cityOfGod[0]).toBe(CMU_FILM_IDS.base + (fnv1a('cmu:/m/02cb8w') % CMU_FILM_IDS.span));
    expect(one('Amélie').slice(16, 19)).toEqual(['', ['FR', 'DE'], ['fr', 'ru']]);
  });

  it("joins spelling variants within a year, keeping vega's id and the English title and the others as alternative titles", () => {
    expect(one('Star Wars')[0]).toBe(900_000_913);
    expect(one('Star Wars')[19]).toEqual(['Star Wars Ep. IV: A New Hope']);
    expect(one('Seven')[19]).toEqual(['Se7en']);
    expect(one('E.T. the Extra-Terrestrial')[19]).toEqual(['ET: The Extra-Terrestrial']);
    expect(one('The Goonies')[0]).toBe(900_000_051);
    expect(find('Goonies, The')).toEqual([]);
    expect(find('Se7en')).toEqual([]);
  });

  it('never joins two films whose casts or articles disagree', () => {
    expect(find('Swan Song')).toHaveLength(2);
    expect(find('Night Life')).toHaveLength(1);
    expect(find('Nightlife')).toHaveLength(1);
    expect(world.duplicates.refused).toContainEqual({ titles: ['Night Life', 'Nightlife'], year: 1989, reason: 'casts' });
  });
});

describe('deriveFilmWorld: the ids an earlier film world served', () => {
  const idOfArticle = (href: string) => WIKIPEDIA_FILM_IDS.base + (fnv1a(`wikipedia:${href}`) % WIKIPEDIA_FILM_IDS.span);
  const fantasia = idOfArticle('Fantasia_(1940_film)');
  const ironMan = idOfArticle('Iron_Man_(2008_film)');
  const world = deriveFilmWorld({
    vega: { records: 2, films: [vegaFilm(900_000_338, 'Fantasia', '1940-11-13'), vegaFilm(900_000_773, 'Return of the Jedi', '1983-05-25')] },
    wikipedia: [
      wikipediaFilm('Fantasia', 1940, ['Deems Taylor'], [], 'Fantasia_(1940_film)'),
      wikipediaFilm('Return of the Jedi', 1983, ['Mark Hamill'], [], 'Return_of_the_Jedi'),
      wikipediaFilm('Iron Man', 2008, ['Robert Downey Jr.'], [], 'Iron_Man_(2008_film)'),
    ],
    cmu: noCmu,
    // An earlier world served Fantasia and Iron Man on their own; Return of the Jedi never had an id of its own.
    issuedIds: new Set([fantasia, ironMan]),
  });

  it('sends a film an earlier world served on its own to the film it is now part of, and nothing else', () => {
    expect(world.films.map((row) => [row[0], row[1]]).sort((a, b) => Number(a[0]) - Number(b[0]))).toEqual([
      [900_000_338, 'Fantasia'],
      [900_000_773, 'Return of the Jedi'],
      [ironMan, 'Iron Man'],
    ]);
    // Iron Man still holds its served id; Return of the Jedi's would-be id was never served.
    expect(world.formerIds).toEqual([[fantasia, 900_000_338]]);
  });
});

describe('resolveDate', () => {
  it.each([
    ['a full CMU date', { cmuDate: '1950-08-25', cmuYear: 1950, wikipediaYear: 1951, vegaDate: null }, { releaseDate: '1950-08-25', year: 1950, dateSource: 'cmu' }],
    ['a vega date its witness agrees with', { cmuDate: null, cmuYear: null, wikipediaYear: 1972, vegaDate: '1972-03-15' }, { releaseDate: '1972-03-15', year: 1972, dateSource: 'vega' }],
    ['a vega date a year off', { cmuDate: null, cmuYear: null, wikipediaYear: 1973, vegaDate: '1972-03-15' }, { releaseDate: null, year: 1973, dateSource: null }],
    ['a vega Jan 1 date', { cmuDate: null, cmuYear: 1999, wikipediaYear: null, vegaDate: '1999-01-01' }, { releaseDate: null, year: 1999, dateSource: null }],
    ['Wikipedia and CMU disagreeing', { cmuDate: null, cmuYear: 1990, wikipediaYear: 1991, vegaDate: null }, { releaseDate: null, year: 1991, dateSource: null }],
    ['vega alone', { cmuDate: null, cmuYear: null, wikipediaYear: null, vegaDate: '1956-11-19' }, { releaseDate: null, year: null, dateSource: null }],
  ])('reads %s', (_case, sources, expected) => {
    expect(resolveDate(sources)).toEqual(expected);
  });
});

describe('duplicateKeys', () => {
  it.each([
    ['Star Wars Ep. IV: A New Hope', 'Star Wars'],
    ['E.T. the Extra-Terrestrial', 'ET: The Extra-Terrestrial'],
    ['Rocky II', 'Rocky 2'],
    ['Sergeants 3', 'Sergeants Three'],
    ['Harold & Kumar', 'Harold and Kumar'],
    ['Amélie', 'Amelie'],
    ['The Iron Master', 'The Ironmaster'],
  ])('lets %s meet %s', (a, b) => {
    expect(duplicateKeys(a).some((key) => duplicateKeys(b).includes(key))).toBe(true);
  });

  it('keeps different titles apart', () => {
    expect(duplicateKeys('Rocky II').some((key) => duplicateKeys('Rocky III').includes(key))).toBe(false);
  });
});

describe('deriveFilmWorld: one film once, no film with another film\'s facts (issue 62)', () => {
  const world = deriveFilmWorld({
    vega: {
      records: 2,
      films: [
        { ...vegaFilm(900_000_919, 'Shichinin no samurai', '1956-11-19', 'Akira Kurosawa'), runtime: null },
        vegaFilm(900_001_976, "Harry Potter and the Sorcerer's Stone", '2001-11-16', 'Chris Columbus'),
      ],
    },
    wikipedia: [
      wikipediaFilm('Soldier', 1998, ['Kurt Russell'], [], 'Soldier_(1998_American_film)', 'Soldier is a 1998 American science fiction action film directed by Paul W. S. Anderson.'),
      wikipediaFilm('Dracula', 1931, ['Bela Lugosi'], [], 'Dracula_(1931_English-language_film)', 'Dracula is a 1931 American pre-Code horror film directed by Tod Browning.'),
      wikipediaFilm("Harry Potter and the Sorcerer's Stone", 2001, ['Daniel Radcliffe'], [], 'Harry_Potter_and_the_Philosopher%27s_Stone_(film)'),
      wikipediaFilm('The Producers', 1967, ['Zero Mostel', 'Gene Wilder'], [], 'The_Producers_(1967_film)'),
      wikipediaFilm('The Producers', 1968, ['Zero Mostel', 'Kenneth Mars'], [], 'The_Producers_(1968_film)'),
      wikipediaFilm('Raiders of the Lost Ark', 1981, ['Harrison Ford', 'Karen Allen'], [], 'Raiders_of_the_Lost_Ark'),
      wikipediaFilm('Raiders of the Lost Ark: The IMAX Experience', 2012, ['Harrison Ford'], [], 'Raiders_of_the_Lost_Ark'),
      wikipediaFilm(
        'The Magnificent Seven',
        1960,
        ['Yul Brynner'],
        [],
        'The_Magnificent_Seven',
        "The Magnificent Seven is a 1960 American Western film directed by John Sturges. It is a remake of Akira Kurosawa's 1954 Japanese film Seven Samurai.",
      ),
    ],
    cmu: {
      ...noCmu,
      films: [
        cmuFilm('/m/0c3hzc', 'Soldier', '1998-11-20', 1998, { languages: ['hi'], countries: ['IN'], runtime: null }),
        cmuFilm('/m/036g88', 'Soldier', '1998-10-23', 1998, { countries: ['US', 'GB'], runtime: 99 }),
        cmuFilm('/m/027f5h_', 'Dracula', '1931-04-24', 1931, { languages: ['es'], runtime: 104 }),
        cmuFilm('/m/04193s', 'Dracula', '1931-02-12', 1931, { languages: ['la', 'en', 'hu'], runtime: 75 }),
        cmuFilm('/m/03176f', "Harry Potter and the Philosopher's Stone", '2001-11-16', 2001, { runtime: 152 }),
        cmuFilm('/m/07q78', 'Seven Samurai', '1954-04-26', 1954, { languages: ['ja'], countries: ['JP'], runtime: 207 }),
        cmuFilm('/m/0b6pfzg', 'Backfire', '1950-02-11', 1950, { runtime: 891, genreIds: [80] }),
      ],
    },
  });
  const rows = (title: string) => world.films.filter((row) => row[1] === title);

  it("lends an American-list film only a corpus record that agrees with it, an English one first", () => {
    const soldiers = rows('Soldier').map((row) => [row[14], row[21], row[16], row[4]]);
    expect(soldiers).toHaveLength(2);
    expect(soldiers).toEqual(expect.arrayContaining([['Soldier_(1998_American_film)', '/m/036g88', 'en', 99], [null, '/m/0c3hzc', 'hi', null]]));
    const dracula = rows('Dracula').find((row) => row[14] !== null);
    expect(dracula?.[21]).toBe('/m/04193s');
    expect(dracula?.[4]).toBe(75);
  });

  it("meets the corpus by the article's title, and joins films listed twice", () => {
    const [potter, ...others] = rows("Harry Potter and the Sorcerer's Stone");
    expect(others).toEqual([]);
    expect([potter?.[0], potter?.[2], potter?.[19], potter?.[21]]).toEqual([900_001_976, '2001-11-16', ["Harry Potter and the Philosopher's Stone"], '/m/03176f']);
    expect(rows('The Producers')).toHaveLength(1);
    expect(rows('Raiders of the Lost Ark')[0]?.[19]).toEqual(['Raiders of the Lost Ark: The IMAX Experience']);
    expect(rows('Raiders of the Lost Ark: The IMAX Experience')).toEqual([]);
  });

  it("joins vega's original title to its film, kept as an alternative title, and leaves a runtime no feature has unknown", () => {
    const [samurai] = rows('Seven Samurai');
    expect(samurai?.[0]).toBe(900_000_919);
    expect(samurai?.[19]).toEqual(['Shichinin no samurai']);
    expect(samurai?.slice(2, 6)).toEqual(['1954-04-26', 1954, 207, 7.5]);
    expect(rows('Shichinin no samurai')).toEqual([]);
    expect(rows('Backfire')[0]?.[4]).toBeNull();
    expect(world.originalTitles.joined).toEqual([
      { titles: ['Shichinin no samurai', 'Seven Samurai'], year: 1954, reason: 'title+director' },
    ]);
  });
});
