import { deriveFilmWorld, PERSON_IDS, WIKIPEDIA_FILM_IDS } from './derive';
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
  popularity: 30,
});

const wikipediaFilm = (title: string, year: number, cast: string[], genres: string[] = [], href: string | null = null): WikipediaFilm => ({
  title,
  year,
  cast,
  genres,
  href,
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

describe('deriveFilmWorld', () => {
  const vega = {
    records: 3,
    films: [
      vegaFilm(900_000_001, 'The Godfather', '1972-03-15', 'Francis Ford Coppola'),
      vegaFilm(900_000_002, 'Godfather: Part II, The', '1974-12-11', 'Francis Ford Coppola'),
      vegaFilm(900_000_003, 'Only In Vega', '1990-01-01'),
    ],
  };
  const wikipedia = [
    wikipediaFilm('The Godfather', 1972, ['Marlon Brando', 'Al Pacino'], ['Crime', 'Drama'], 'The_Godfather'),
    wikipediaFilm('The Godfather Part II', 1975, ['Al Pacino', 'Robert Duvall'], ['Crime', 'Sequel']),
    wikipediaFilm('Iron Man', 2008, ['Robert Downey Jr.'], ['Superhero', 'Action'], 'Iron_Man_(2008_film)'),
    wikipediaFilm('Iron Man', 2008, ['Robert Downey Jr.', 'Terrence Howard'], [], 'Iron_Man_(2008_film)'),
    wikipediaFilm('Chaplin', 1992, ['Robert Downey, Jr.'], ['Biography']),
  ];
  const world = deriveFilmWorld({ vega, wikipedia });
  const film = (title: string) => world.films.find((row) => row[1] === title);
  const person = (name: string) => world.people.find((row) => row[1] === name);

  it('merges by normalised title and year ±1, keeping vega ids and facts and adding the cast in billing order', () => {
    const godfather = film('The Godfather');
    expect(godfather?.[0]).toBe(900_000_001);
    expect(godfather?.slice(2, 11)).toEqual(['1972-03-15', 1972, 120, 7.5, 1000, null, null, 'R', null]);
    expect(godfather?.[11]).toEqual([18, 80]);
    expect(godfather?.[13]).toEqual([person('Marlon Brando')?.[0], person('Al Pacino')?.[0]]);
    expect(film('Godfather: Part II, The')?.[13]).toEqual([person('Al Pacino')?.[0], person('Robert Duvall')?.[0]]);
    expect(film('Only In Vega')?.[13]).toEqual([]);
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
    expect(person('Francis Ford Coppola')).toEqual([PERSON_IDS.base + (fnv1a('Francis Ford Coppola') % PERSON_IDS.span), 'Francis Ford Coppola', 'Directing', 60.2]);
    expect(world.counts).toMatchObject({ wikipediaDuplicatesMerged: 1, matchedFilms: 2, wikipediaOnlyFilms: 2, films: 5, genreWordsDropped: 3 });
  });

  it('is deterministic whatever the order of the Wikipedia records', () => {
    expect(deriveFilmWorld({ vega, wikipedia: [...wikipedia].reverse() }).films.map((row) => row[0]).sort()).toEqual(
      world.films.map((row) => row[0]).sort(),
    );
  });
});
