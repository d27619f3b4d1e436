import { identifyPeople, PERSON_IDS, type FilmCredits } from './people';
import { fnv1a } from './stable-ids';

const film = (year: number | null, cast: string[], directors: string[] = [], popularity = 10): FilmCredits => ({ year, cast, directors, popularity });
const hashed = (key: string) => PERSON_IDS.base + (fnv1a(key) % PERSON_IDS.span);
const namesOf = (films: readonly FilmCredits[]) => [...new Set(films.flatMap((f) => [...f.directors, ...f.cast]))].sort();

describe('identifyPeople', () => {
  it('makes one person of names that differ only by accents, case, punctuation or spaces, shown with the accents', () => {
    const films = [
      film(1966, ['Toshirō Mifune']),
      film(1968, ['Lee Marvin', 'Toshiro Mifune']),
      film(1979, ['Toshirō Mifune']),
      film(1981, ['Toshirō Mifune', 'Robert DeNiro']),
      film(1982, ['Toshiro Mifune', 'Robert De Niro']),
    ];
    const { people, cast, joined } = identifyPeople(films, namesOf(films), new Set());
    // The id of the spelling shown, as the first version's formula gives every name.
    const mifune = hashed('Toshirō Mifune');
    expect(people.filter((row) => row[1].includes('Mifune'))).toEqual([[mifune, 'Toshirō Mifune', 'Acting', expect.any(Number)]]);
    expect(cast.map((ids) => ids.includes(mifune))).toEqual([true, true, true, true, true]);
    expect(cast[3]?.[1]).toBe(cast[4]?.[1]);
    expect(joined).toEqual([['Robert De Niro', 'Robert DeNiro'], ['Toshiro Mifune', 'Toshirō Mifune']]);
  });

  it("keeps a joined spelling's id answering as a former id only when an earlier world served it", () => {
    const films = [film(1999, ['Penélope Cruz']), film(2001, ['Penélope Cruz']), film(2010, ['Penelope Cruz'])];
    expect(identifyPeople(films, namesOf(films), new Set([hashed('Penelope Cruz')])).formerIds).toEqual([[hashed('Penelope Cruz'), hashed('Penélope Cruz')]]);
    expect(identifyPeople(films, namesOf(films), new Set()).formerIds).toEqual([]);
  });

  it('makes two people of a name whose careers are a lifetime apart; the one whose films are more looked at keeps the id', () => {
    const silent = [1917, 1918, 1920].map((year) => film(year, ['Harrison Ford'], [], 5));
    const modern = [1977, 1981, 1982].map((year) => film(year, ['Harrison Ford'], [], 30));
    const films = [...silent, ...modern, film(null, ['Harrison Ford'])];
    const { people, cast, split } = identifyPeople(films, namesOf(films), new Set());
    const [early, late] = [cast[0]?.[0], cast[3]?.[0]];
    expect(late).toBe(hashed('Harrison Ford'));
    expect(early).toBe(hashed('Harrison Ford|1917'));
    expect(cast.map((ids) => ids[0])).toEqual([early, early, early, late, late, late, late]);
    expect(people.map((row) => row[1])).toEqual(['Harrison Ford', 'Harrison Ford']);
    expect(split).toEqual([
      [
        { id: early, name: 'Harrison Ford', first: 1917, last: 1920, films: 3, keptId: false },
        { id: late, name: 'Harrison Ford', first: 1977, last: 1982, films: 4, keptId: true },
      ],
    ]);
  });

  it('parts a credit more than 70 years on, unless the name is listed as one career', () => {
    const films = [1918, 1920, 1935, 2012].map((year) => film(year, ['Will Rogers', 'Judy Garland']));
    const { people } = identifyPeople(films, namesOf(films), new Set());
    expect(people.filter((row) => row[1] === 'Will Rogers')).toHaveLength(2);
    expect(people.filter((row) => row[1] === 'Judy Garland')).toHaveLength(1);
  });

  it('parts an acting career from a directing one 25 years on, and keeps shorter pauses and changes one career', () => {
    const films = [
      ...[1960, 1963, 1968].map((year) => film(year, ['Steve McQueen'], [], 20)),
      ...[2008, 2013].map((year) => film(year, [], ['Steve McQueen'])),
      ...[1917, 1918].map((year) => film(year, [], ['Harry Davenport'])),
      ...[1938, 1941].map((year) => film(year, ['Harry Davenport'])),
      ...[1974, 1976, 2009, 2011].map((year) => film(year, ['Sondra Currie'])),
    ];
    const { people } = identifyPeople(films, namesOf(films), new Set());
    expect(people.map((row) => row[1]).sort()).toEqual(['Harry Davenport', 'Sondra Currie', 'Steve McQueen', 'Steve McQueen']);
    expect(people.filter((row) => row[1] === 'Steve McQueen').map((row) => row[2]).sort()).toEqual(['Acting', 'Directing']);
  });
});
