/**
 * What the film world takes from a Wikipedia extract (the lead paragraph of the film's English
 * article, CC BY-SA 4.0; docs/CATALOGUE.md): the text itself as the film's overview, cleaned of
 * wiki leftovers only, and the directors its "directed by" names.
 */

/**
 * The extract as an overview: what the article's markup left behind removed (footnote marks,
 * the "( ; …" of a pronunciation dropped from a parenthesis, an emptied parenthesis, runs of
 * spaces, a space before punctuation), paragraphs kept as single line breaks, nothing else
 * changed. null for an extract that leaves nothing.
 */
export function cleanExtract(extract: string): string | null {
  const text = extract
    .replace(/\[\d+\]|\[citation needed\]/g, '')
    .split(/\s*\n\s*/)
    .map((paragraph) =>
      paragraph
        .replace(/[^\S\n]+/g, ' ')
        .replace(/\(\s*[;,]\s*/g, '(')
        .replace(/\s*\(\s*\)/g, '')
        .replace(/ ([,.;:!?])/g, '$1')
        .trim(),
    )
    .filter((paragraph) => paragraph !== '')
    .join('\n');
  return text === '' ? null : text;
}

/** Lower-case words that belong inside a name: "Guillermo del Toro", "Erich von Stroheim". */
const PARTICLES: ReadonlySet<string> = new Set(['de', 'del', 'della', 'der', 'den', 'di', 'da', 'du', 'dos', 'das', 'van', 'von', 'le', 'la', 'y', 'bin', 'al', 'ten', 'ter']);

/** Capitalised words that name no person: a company, a group, a pronoun or an article. */
const NOT_A_NAME_WORD: ReadonlySet<string> = new Set([
  'The', 'A', 'An', 'His', 'Her', 'Their', 'Its', 'It', 'He', 'She', 'They', 'This', 'That', 'Who', 'Which', 'Both', 'In', 'On', 'At',
  'Pictures', 'Cinema', 'Productions', 'Production', 'Studios', 'Studio', 'Company', 'Films', 'Film', 'Entertainment', 'Corporation',
  'Brothers', 'Bros', 'Bros.', 'Inc', 'Inc.', 'Ltd', 'Ltd.', 'Team', 'Group', 'Unknown', 'Uncredited', 'Various',
]);

/**
 * Words that describe the person whose name follows them ("New York actor and director Edward
 * Burns", "Hong Kong filmmaker Ronny Yu", "veteran John S. Robertson"): the name is the one after.
 */
const DESCRIPTIONS: ReadonlySet<string> = new Set([
  'actor', 'actress', 'director', 'directors', 'filmmaker', 'filmmakers', 'writer', 'screenwriter', 'producer', 'cinematographer',
  'editor', 'comedian', 'animator', 'photographer', 'artist', 'choreographer', 'author', 'novelist', 'journalist', 'playwright',
  'documentarian', 'pioneer', 'veteran', 'newcomer', 'brothers', 'sisters', 'star', 'musician', 'singer', 'rapper', 'dancer',
  'stuntman', 'designer', 'debutant', 'first-time', 'television', 'stage',
]);

/** A word of a name: capitalised (Curtiz, O'Brien, McCarey, Jean-Luc, deMille, d'Arrast), initials (D.W., O.). */
const NAME_WORD = /^((d'|de|di|da|du|van|von|le|la|dal|del)?\p{Lu}[\p{L}\p{M}'’]*(-\p{Lu}[\p{L}\p{M}'’]*)*\.?|(\p{Lu}\.)+\p{Lu}?\.?)$/u;

/** Words ending in a full stop that end no sentence: initials, "St. Clair", "Jr.". */
const INNER_ABBREVIATION = /^((\p{Lu}\.)+|St\.|Dr\.|Mr\.|Mrs\.|Ms\.|Jr\.|Sr\.)$/u;

/** A clause before "directed by" that tells of another work than the film. */
const OTHER_WORK = /\b((of|from|to|on) the (\d{4}|earlier|original)\b|(stage|Broadway) (production|play|musical|show|version)|the (play|opera|novel|book)\b)/;

/** Where the words naming the directors end: a clause that names something else. */
const CLAUSE_END = /\s*[,;:!?()"“”]?\s+(?:and|&)?\s*(?:(?:co-)?starring|stars|featuring|from a screenplay|(?:co-)?written by|(?:co-)?produced by|based on|with|who|whose|for|from|in|at|on|as|about|after|under|through|during|released|distributed|shot|filmed)\b|[;:!?()"“”]/;

const isName = (word: string): boolean => NAME_WORD.test(word) && !NOT_A_NAME_WORD.has(word);

/** Capitalised words before a name that describe the person: "American Virgil W. Vogel", "Academy Award-winner Lewis Milestone". */
const DESCRIBING =
  /^(American|British|English|French|German|Italian|Canadian|Australian|Mexican|Japanese|Chinese|Swedish|Danish|Hungarian|Russian|Polish|Spanish|Irish|Scottish|Austrian|Dutch|Indian|Israeli|Brazilian|Norwegian|Finnish|Greek|Czech|Korean|Peruvian|Welsh|Belgian|Swiss|Academy|Oscar-winning|\p{Lu}\S*-(winner|winning|nominated)|\S+['’]s)$/u;

/**
 * The name one part of a list ("Michael Curtiz", "director Edward Burns") gives: the run of name
 * words that ends it (a particle inside it kept), after at most five words of which the last
 * describes the person; else the run that starts it, and then the list ends there (`last`).
 */
function nameOfPart(part: string): { name: string | null; last: boolean } {
  const words = part.trim().split(/\s+/).filter((word) => word !== '');
  let start = words.length;
  while (start > 0 && (isName(words[start - 1] as string) || (start > 1 && start < words.length && PARTICLES.has(words[start - 1] as string) && isName(words[start - 2] as string)))) start -= 1;
  const describedBy = words[start - 1]?.split('/') ?? [];
  let name: string[];
  let last = false;
  if (start < words.length && (start === 0 || (start <= 5 && describedBy.every((word) => DESCRIPTIONS.has(word))))) {
    name = words.slice(start);
  } else {
    let end = 0;
    while (end < words.length && (isName(words[end] as string) || (end > 0 && PARTICLES.has(words[end] as string)))) end += 1;
    // A name followed by what describes someone was a place or a nationality ("New York actor").
    if (DESCRIPTIONS.has(words[end] ?? '')) return { name: null, last: false };
    name = words.slice(0, end);
    last = true;
  }
  while (name.length > 0 && PARTICLES.has(name[name.length - 1] as string)) name.pop();
  while (name.length > 2 && DESCRIBING.test(name[0] as string)) name.shift();
  const tail = name[name.length - 1] ?? '';
  if (name.length < 2 || name.length > 5 || /['’]s$/.test(tail) || /^(\p{Lu}\.)+$/u.test(tail)) return { name: null, last: true };
  return { name: name.join(' ').replace(/\.$/, (dot) => (/\b(Jr|Sr)\.$/.test(name.join(' ')) ? dot : '')), last };
}

/**
 * The names at the start of `text` ("Michael Curtiz", "A, B and C", "A and B"), to the sentence's
 * end. A list of commas counts only when it closes with "and" (else the first name only:
 * "directed by X, Universal released it"). Disambiguations ("(actor)", "(uncredited)") and
 * nicknames in quotes are skipped; a part that is no name ends the list: nothing is guessed.
 */
function namesOf(text: string): string[] {
  const sentence = /(\S+)\.(?=\s|$)/gu;
  let cut = text.length;
  for (let match = sentence.exec(text); match !== null; match = sentence.exec(text)) {
    if (!INNER_ABBREVIATION.test(`${match[1]}.`) || /^\s+(The|It|He|She|His|Her|This|In|A)\b/.test(text.slice(match.index + match[0].length))) {
      cut = match.index + match[0].length;
      break;
    }
  }
  const parts = text
    .slice(0, cut)
    .replace(/\s*\([^()]*\)|\[\d+\]/g, '')
    .replace(/\s+["“][^"“”]{1,30}["”](?=\s)/g, '')
    .replace(/\b([a-z-]+) and ([a-z-]+)\b/g, (phrase, a: string, b: string) => (DESCRIPTIONS.has(a) && DESCRIPTIONS.has(b) ? `${a}/${b}` : phrase));
  const clause = CLAUSE_END.exec(parts);
  const tokens = (clause ? parts.slice(0, clause.index) : parts).split(/(,\s*and\s+|,\s*&\s+|\s+and\s+|\s+&\s+|,\s*)/);
  const names: string[] = [];
  const separators: string[] = [];
  for (let index = 0; index < tokens.length; index += 2) {
    const { name, last } = nameOfPart(tokens[index] as string);
    if (name === null && last) break;
    if (name !== null) {
      names.push(name);
      if (names.length > 1) separators.push((tokens[index - 1] as string).trim());
    }
    if (last) break;
  }
  // "A, B" without a closing "and" is no list: only A is sure to be a director.
  if (separators.length > 0 && !/(^|,\s*)(and|&)$/.test(separators[separators.length - 1] as string)) return names.slice(0, 1);
  return names;
}

/**
 * The directors an extract names: after its first "directed by" ("co-directed by", "produced
 * and directed by", "written and directed by" and "primarily directed by" alike; "directed by,
 * and starring Charlie Chaplin" too), up to where the clause turns to something else (", and
 * starring", " from a screenplay", " and produced by", "based on", the sentence's end). An
 * occurrence that tells of another work ("ideas from the 1946 French film directed by …", a
 * stage production) is passed over. Empty when no name is sure.
 */
export function directorsOf(extract: string): string[] {
  const pattern = /\b(?:co-)?directed by,?\s+(?:and\s+(?:co-)?starring,?\s+)?/gi;
  for (let match = pattern.exec(extract); match !== null; match = pattern.exec(extract)) {
    // The words "directed by" attaches to: those since the clause's start.
    const before = extract.slice(Math.max(extract.lastIndexOf('. ', match.index), extract.lastIndexOf(',', match.index), extract.lastIndexOf(';', match.index)) + 1, match.index);
    if (OTHER_WORK.test(before)) continue;
    return namesOf(extract.slice(match.index + match[0].length, match.index + match[0].length + 240));
  }
  return [];
}

/**
 * A name as the same person's other spellings read: accents, case and punctuation gone, and a
 * run of initials as one word ("D. W. Griffith" = "D.W. Griffith" = "DW Griffith").
 */
export function personKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/\b(\p{L}) (?=\p{L}\b)/gu, '$1');
}

/** A name's words as personKey reads them, without a title or a generational suffix. */
const nameWords = (name: string): string[] => personKey(name).split(' ').filter((word) => !/^(sir|jr|sr|ii|iii|iv)$/.test(word));

/** At most one letter added, removed or changed: "Cory" and "Corey", "Bille" and "Billie". */
function nearlyEqual(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i += 1;
  return a.slice(i + 1) === b.slice(i + 1) || a.slice(i) === b.slice(i + 1) || a.slice(i + 1) === b.slice(i);
}

/**
 * Whether two spellings, given by two sources for the same film's director, name one person: the
 * same words in any order ("Zhang Yimou", "Yimou Zhang"), or the same surname and a first name
 * that agrees (in full, as an initial, or but for one letter) with any middle names left out
 * ("Paul Anderson", "Paul W. S. Anderson"; "Jack Lee Thompson", "J. Lee Thompson"); or one name's
 * words all in the other's, in order, from the first ("Sammo Hung", "Sammo Hung Kam-Bo").
 */
export function samePerson(a: string, b: string): boolean {
  const x = nameWords(a);
  const y = nameWords(b);
  if (x.join('') === y.join('') || [...x].sort().join(' ') === [...y].sort().join(' ')) return true;
  const [first = '', last = ''] = [x[0], x[x.length - 1]];
  const [otherFirst = '', otherLast = ''] = [y[0], y[y.length - 1]];
  if (first !== otherFirst) {
    const initial = (i: string, full: string) => i.length === 1 && full.startsWith(i);
    return last === otherLast && (initial(first, otherFirst) || initial(otherFirst, first) || (first.length > 2 && nearlyEqual(first, otherFirst)));
  }
  if (last === otherLast) return true;
  const [shorter, longer] = x.length <= y.length ? [x, y] : [y, x];
  let at = 0;
  return shorter.every((word) => (at = longer.indexOf(word, at) + 1) > 0);
}

/** The directors two sources give one film: vega-datasets' and its Wikipedia extract's. */
export interface DirectorSources {
  vega: readonly string[];
  extract: readonly string[];
}

export interface DirectorResolution {
  /** Each film's directors, in the order given, by their names in the film world. */
  directors: string[][];
  /** Films both sources name a director of, and those where they name the same person. */
  both: number;
  agree: number;
  /** The films both name a director of where no name is the same person's: their indexes. */
  disagreements: number[];
  /** Names an extract gives that an existing person (vega's director, a cast member) already bears. */
  reused: Set<string>;
}

/** The key names share when they differ only by accents, case, punctuation or spaces ("Robert De Niro", "Robert DeNiro"). */
export const spellingKey = (name: string): string => personKey(name).replace(/ /g, '');
export const byCodePoint = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Each film's directors by the precedence of docs/CATALOGUE.md: its extract's where it names
 * any, else vega's. An extract's name is the person the same film's vega director is when
 * samePerson says so ("David S. Goyer" is vega's "David Goyer", on every film); else the
 * existing person (`known`, earlier names first) of the same name under personKey; else the
 * spelling the extracts use most (then the first in code-point order) of those that read the same.
 */
export function resolveDirectors(films: readonly DirectorSources[], known: readonly string[]): DirectorResolution {
  const aliases = new Map<string, string>();
  let both = 0;
  let agree = 0;
  const disagreements: number[] = [];
  films.forEach(({ vega, extract }, index) => {
    if (vega.length === 0 || extract.length === 0) return;
    both += 1;
    let agreed = false;
    for (const name of extract) {
      const same = vega.find((other) => samePerson(name, other));
      if (same === undefined) continue;
      agreed = true;
      if (!aliases.has(spellingKey(name))) aliases.set(spellingKey(name), same);
    }
    if (agreed) agree += 1;
    else disagreements.push(index);
  });
  const existing = new Map<string, string>();
  for (const name of known) if (!existing.has(spellingKey(name))) existing.set(spellingKey(name), name);
  const spellings = new Map<string, Map<string, number>>();
  for (const name of films.flatMap((film) => film.extract)) {
    const counts = spellings.get(spellingKey(name)) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    spellings.set(spellingKey(name), counts);
  }
  const reused = new Set<string>();
  const nameOf = (name: string): string => {
    const key = spellingKey(name);
    const person = aliases.get(key) ?? existing.get(key);
    if (person !== undefined) {
      reused.add(name);
      return person;
    }
    const [first] = [...(spellings.get(key) as Map<string, number>)].sort((a, b) => b[1] - a[1] || byCodePoint(a[0], b[0]));
    return (first as [string, number])[0];
  };
  const directors = films.map(({ vega, extract }) => (extract.length > 0 ? [...new Set(extract.map(nameOf))] : [...vega]));
  return { directors, both, agree, disagreements, reused };
}
