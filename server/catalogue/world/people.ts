import { EMBEDDED_ID_BASE } from '../film';
import type { PersonRow } from '../film-world';
import { byCodePoint, spellingKey } from './extracts';
import { assignStableIds, type IdRange } from './stable-ids';

/** Every person: the range the first version hashed director names into, kept for their ids. */
export const PERSON_IDS: IdRange = { base: EMBEDDED_ID_BASE, span: 100_000_000 };

/** More years than a career in film lasts: a person's credits span at most this, unless ONE_CAREER lists them. */
export const MAX_CAREER_YEARS = 70;
/** The shortest pause without a credit that can part two careers: shorter ones are one person's. */
export const CAREER_GAP = 20;
/**
 * The pause that parts an acting career from a directing one: actors who became directors paused
 * up to 21 years (Harry Davenport, Michael Lembeck, Robert Gordon), Steve McQueen the actor and
 * Steve McQueen the director are 31 years apart.
 */
const SWITCH_GAP = 25;
/** A pause that parts two careers of several films each on its own, however long they last together. */
const LIFETIME_GAP = 40;
/** Films each side of a pause needs before LIFETIME_GAP or a change of department parts it. */
const SEVERAL = 2;

/**
 * Names whose credits are one person's however far apart they are, each checked by hand against
 * the films, with why (docs/CATALOGUE.md, "One person once"): a career longer than
 * MAX_CAREER_YEARS, a re-release or archive footage decades later, a long pause the rules would
 * otherwise read as two people.
 */
export const ONE_CAREER: ReadonlyMap<string, string> = new Map<string, string>([
  ...['Bert Lahr', 'Billie Burke', 'Charley Grapewin', 'Clara Blandick', 'Frank Morgan', 'Jack Haley', 'Judy Garland', 'Margaret Hamilton', 'Ray Bolger', 'Victor Fleming'].map(
    (name): [string, string] => [name, 'The Wizard of Oz 3D (2013) is the 1939 film re-released'],
  ),
  ['Angela Lansbury', '1944–2018, one career'],
  ['George Burns', 'no film here between 1938 and The Sunshine Boys (1975); archive footage in Joan Rivers: A Piece of Work (2010)'],
  ['Gloria Stuart', 'no film here between 1944 and 1976; Titanic 3D (2012) is the 1997 film re-released'],
  ['Laurence Olivier', '1931–1984, and archive footage in Sky Captain and the World of Tomorrow (2004)'],
  ['Lillian Gish', '1912–1987, one career'],
  ['Lisa Lu', 'one actress: 1960–62, then 2012 (2009) and Crazy Rich Asians (2018)'],
  ['Mickey Rooney', '1932–2011, one career'],
  ['Oscar Micheaux', 'The Czar of Black Hollywood (2014) is a documentary about him'],
  ['Patty McCormack', 'The Bad Seed (1956) and Frost/Nixon (2008): one actress'],
  ['Rita Moreno', '1950–2023, one career'],
  ['Ronald Reagan', 'archive footage of him in Let Me In and The Special Relationship (2010)'],
  ['Tom Poston', '1962–63 and 2004: one actor, on television between'],
  ['Wesley Barry', 'a child actor of the 1920s who directed in the 1950s'],
]);

/** One film's credits by name, with the popularity its people's popularity sums. */
export interface FilmCredits {
  year: number | null;
  directors: readonly string[];
  cast: readonly string[];
  popularity: number;
}

interface Credit {
  film: number;
  year: number | null;
  name: string;
  directing: boolean;
  /** The film's popularity prior. */
  popularity: number;
  /** What the credit adds to the person's popularity: the film's, divided by 1 + billing order for the cast. */
  weight: number;
}

/** One person of a name that turned out to be several: the build prints these for docs/CATALOGUE.md. */
export interface Career {
  id: number;
  name: string;
  first: number | null;
  last: number | null;
  films: number;
  /** Whether the person holds an id a spelling of the name had, rather than a new one. */
  keptId: boolean;
}

export interface People {
  /** Each film's directors and cast as person ids, in the order given, each person once a list. */
  directors: number[][];
  cast: number[][];
  people: PersonRow[];
  /** [former id, current id]: a spelling an earlier film world served as a person of its own, now part of another. */
  formerIds: Array<[number, number]>;
  /** The spellings of each person whose name the sources write more than one way. */
  joined: string[][];
  /** The careers of each name that is more than one person. */
  split: Career[][];
  collisions: number;
}

const filmsIn = (credits: readonly Credit[]): number => new Set(credits.map((credit) => credit.film)).size;
/**
 * How much a career's films are looked at: the sum of their popularity, each film once, whatever the
 * billing. Of a name's careers the most looked at is the one people mean by the name (John Waters'
 * films from Hairspray on, not his namesake's ten silent films of 1926–28, which rank higher by
 * the person popularity a director's full share of each film gives).
 */
const fameOf = (credits: readonly Credit[]): number => {
  const films = new Map(credits.map((credit) => [credit.film, credit.popularity]));
  return [...films.values()].reduce((sum, popularity) => sum + popularity, 0);
};
const round3 = (value: number): number => Math.round(value * 1000) / 1000;
const lettersBeyondAscii = (name: string): number => [...name].filter((char) => char > '\u007f' && /\p{L}/u.test(char)).length;

/** Whether a list of credits is all in front of the camera or all behind it, and which. */
function department(credits: readonly Credit[]): 'acting' | 'directing' | 'both' {
  const directing = credits.filter((credit) => credit.directing).length;
  return directing === 0 ? 'acting' : directing === credits.length ? 'directing' : 'both';
}

/**
 * Dated credits of one name parted into careers at their longest pause without a credit (the
 * earliest of equal ones), again within each part, when the pause is CAREER_GAP years or more and
 * either the credits span more than MAX_CAREER_YEARS, or both sides have SEVERAL films and the
 * pause is LIFETIME_GAP years or more, or both sides have SEVERAL films, one all acting and the
 * other all directing, and the pause is SWITCH_GAP years or more.
 */
function careers(credits: readonly Credit[]): Credit[][] {
  const years = [...new Set(credits.map((credit) => credit.year as number))].sort((a, b) => a - b);
  let at = 0;
  let gap = 0;
  for (let index = 1; index < years.length; index += 1) {
    const pause = (years[index] as number) - (years[index - 1] as number);
    if (pause > gap) [at, gap] = [index, pause];
  }
  if (gap < CAREER_GAP) return [[...credits]];
  const before = credits.filter((credit) => (credit.year as number) < (years[at] as number));
  const after = credits.filter((credit) => (credit.year as number) >= (years[at] as number));
  const several = filmsIn(before) >= SEVERAL && filmsIn(after) >= SEVERAL;
  const [earlier, later] = [department(before), department(after)];
  const switched = earlier !== 'both' && later !== 'both' && earlier !== later;
  const span = (years[years.length - 1] as number) - (years[0] as number);
  if (span <= MAX_CAREER_YEARS && !(several && (gap >= LIFETIME_GAP || (switched && gap >= SWITCH_GAP)))) return [[...credits]];
  return [...careers(before), ...careers(after)];
}

/**
 * The people of one spelling group (names that differ only by accents, case, punctuation or
 * spaces): one person unless its dated credits form several careers; undated credits go with the
 * most looked-at career, the one people know the name by.
 */
function peopleOf(credits: readonly Credit[], oneCareer: boolean): Credit[][] {
  const dated = credits.filter((credit) => credit.year !== null);
  const parts = oneCareer || dated.length === 0 ? [[...dated]] : careers(dated);
  const famous = parts.reduce((best, part) => (fameOf(part) > fameOf(best) ? part : best));
  famous.push(...credits.filter((credit) => credit.year === null));
  return parts;
}

/** The spelling a person is shown by: the one keeping the most accents, then the most credited, then the first in code-point order. */
function displayName(credits: readonly Credit[]): string {
  const counts = new Map<string, number>();
  for (const credit of credits) counts.set(credit.name, (counts.get(credit.name) ?? 0) + 1);
  const [[name]] = [...counts].sort((a, b) => lettersBeyondAscii(b[0]) - lettersBeyondAscii(a[0]) || b[1] - a[1] || byCodePoint(a[0], b[0])) as [[string, number]];
  return name;
}

/**
 * The film world's people from the films' credits by name (docs/CATALOGUE.md, "One person once"):
 * names that read the same but for accents, case, punctuation or spaces ("Toshiro Mifune",
 * "Toshirō Mifune") are one person, and a name whose credits form careers decades apart
 * ("Harrison Ford", 1917–28 and from 1968) is one person a career. Each name keeps the id the
 * first version's formula gives it (`names` lists every name in the order ids were issued, so a
 * collision goes to the earlier); a person holds the id of the spelling they are shown by, the
 * most looked-at career of a name (fameOf) first; a career left without one gets a new stable id
 * from the name and its first year. A spelling's id that an earlier world served (`issued`) and
 * no person holds now is a former id of the person who has most of its credits.
 */
export function identifyPeople(films: readonly FilmCredits[], names: readonly string[], issued: ReadonlySet<number>): People {
  // A name's key once, not once a credit: the normalisation is most of this step's time.
  const keys = new Map(names.map((name) => [name, spellingKey(name)]));
  const bySpelling = new Map<string, Credit[]>();
  films.forEach((film, index) => {
    const add = (name: string, directing: boolean, weight: number) => {
      const key = keys.get(name) ?? spellingKey(name);
      const credits = bySpelling.get(key) ?? [];
      credits.push({ film: index, year: film.year, name, directing, popularity: film.popularity, weight });
      bySpelling.set(key, credits);
    };
    for (const name of film.directors) add(name, true, film.popularity);
    film.cast.forEach((name, order) => add(name, false, film.popularity / (1 + order)));
  });
  const spellingIds = assignStableIds(names, PERSON_IDS);
  const idOfSpelling = (name: string): number => spellingIds.ids.get(name) as number;

  const groups = [...bySpelling].sort((a, b) => byCodePoint(a[0], b[0])).map(([, credits]) => credits);
  const identified: Array<{ credits: Credit[]; name: string; id: number | null }> = [];
  for (const credits of groups) {
    const taken = new Set<number>();
    const whole = displayName(credits);
    const parts = peopleOf(credits, ONE_CAREER.has(whole)).sort((a, b) => fameOf(b) - fameOf(a));
    for (const part of parts) {
      const name = parts.length === 1 ? whole : displayName(part);
      const id = taken.has(idOfSpelling(name)) ? null : idOfSpelling(name);
      if (id !== null) taken.add(id);
      identified.push({ credits: part, name, id });
    }
  }
  const keyOf = (person: { credits: Credit[]; name: string }) => `${person.name}|${Math.min(...person.credits.map((credit) => credit.year ?? Infinity))}`;
  const newKeys = identified.filter((person) => person.id === null).map(keyOf).sort(byCodePoint);
  const issuedNow = new Set(spellingIds.ids.values());
  const newIds = assignStableIds(newKeys, PERSON_IDS, issuedNow);
  const people = identified.map((person) => ({ ...person, id: person.id ?? (newIds.ids.get(keyOf(person)) as number) }));

  const idOfCredit = new Map<string, number>();
  for (const person of people) for (const credit of person.credits) idOfCredit.set(`${credit.film}|${credit.name}`, person.id);
  const idsOf = (film: number, list: readonly string[]) => [...new Set(list.map((name) => idOfCredit.get(`${film}|${name}`) as number))];

  // Each spelling's credits by the person holding them: a former id goes to the person with the most.
  const holders = new Map<string, Map<number, number>>();
  for (const person of people) {
    for (const credit of person.credits) {
      const counts = holders.get(credit.name) ?? new Map<number, number>();
      counts.set(person.id, (counts.get(person.id) ?? 0) + 1);
      holders.set(credit.name, counts);
    }
  }
  const held = new Set(people.map((person) => person.id));
  const formerIds: Array<[number, number]> = [];
  for (const name of names) {
    const former = idOfSpelling(name);
    if (held.has(former) || !issued.has(former) || !holders.has(name)) continue;
    const [[current]] = [...(holders.get(name) as Map<number, number>)].sort((a, b) => b[1] - a[1]) as [[number, number]];
    formerIds.push([former, current]);
  }

  const bySpellingGroup = new Map<string, typeof people>();
  for (const person of people) {
    const key = keys.get(person.name) ?? spellingKey(person.name);
    bySpellingGroup.set(key, [...(bySpellingGroup.get(key) ?? []), person]);
  }
  const spellings = (person: (typeof people)[number]) => [...new Set(person.credits.map((credit) => credit.name))].sort(byCodePoint);
  const yearsOf = (person: (typeof people)[number]) => person.credits.flatMap((credit) => credit.year ?? []);
  return {
    directors: films.map((film, index) => idsOf(index, film.directors)),
    cast: films.map((film, index) => idsOf(index, film.cast)),
    people: people
      .map((person): PersonRow => {
        const directing = person.credits.filter((credit) => credit.directing).length;
        const popularity = person.credits.reduce((sum, credit) => sum + credit.weight + 0.1, 0);
        return [person.id, person.name, directing > person.credits.length - directing ? 'Directing' : 'Acting', round3(popularity)];
      })
      .sort((a, b) => a[0] - b[0]),
    formerIds: formerIds.sort((a, b) => a[0] - b[0]),
    joined: people.map(spellings).filter((list) => list.length > 1),
    split: [...bySpellingGroup.values()]
      .filter((group) => group.length > 1)
      .map((group) =>
        group
          .map((person) => ({
            id: person.id,
            name: person.name,
            first: yearsOf(person).length > 0 ? Math.min(...yearsOf(person)) : null,
            last: yearsOf(person).length > 0 ? Math.max(...yearsOf(person)) : null,
            films: filmsIn(person.credits),
            keptId: issuedNow.has(person.id),
          }))
          .sort((a, b) => (a.first ?? 0) - (b.first ?? 0)),
      ),
    collisions: spellingIds.collisions + newIds.collisions,
  };
}
