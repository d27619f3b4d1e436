/** What repairing one film's cast list changed, summed over the data set for docs/CATALOGUE.md. */
export interface CastRepairCounts {
  /** "Robert Downey, Jr." written as "Robert Downey Jr.", or a lone "Sr." joined to the name before it. */
  suffixesJoined: number;
  /** Wikipedia disambiguation or role notes after a name: "Harry Carter (actor)". */
  notesRemoved: number;
  /** Entries that are no name: punctuation, notes in parentheses, words of a sentence. */
  notNamesDropped: number;
  /** The same name twice in one film's cast. */
  duplicatesDropped: number;
}

export const emptyCastRepairCounts = (): CastRepairCounts => ({
  suffixesJoined: 0,
  notesRemoved: 0,
  notNamesDropped: 0,
  duplicatesDropped: 0,
});

const SUFFIX = /^(Jr|Sr)\.?$/;
const COMMA_SUFFIX = /,\s*(Jr|Sr)\.?$/;
const TRAILING_NOTE = /\s+\([^()]*\)$/;

/**
 * Capitalised entries of the source that are subjects of documentaries or notes, not people;
 * listed one by one rather than guessed by a rule, so no real one-word name (Cher, Sabu) is lost.
 */
const NOT_PEOPLE: ReadonlySet<string> = new Set([
  'Unknown',
  'The',
  'Holocaust',
  'Apartheid',
  'Skateboarding',
  'GNU',
  'Linux',
  'MotoGP',
  'V-Day',
  'Various cameos',
  'Columbine High School massacre',
  'Brenton Butler case',
]);

/** An award a film's table named in the cast column: "Best Actress", "Academy Award for Best Supporting Actor". */
const AWARD = /^(Academy Award for )?Best (Supporting )?(Actor|Actress)$/;

/** A label's last word, the name it introduces left out: "Voices of", "Narrated by", "Interviews with". */
const LABEL_END = /\s(of|by|with|within|for|against|featuring)$/;

/**
 * Lower-case words that belong in names: particles ("Oscar de la Renta", "Vincent van Gogh") and
 * the joins of a duo's or band's name ("Laurel and Hardy", "Sons of the Pioneers").
 */
const NAME_WORDS: ReadonlySet<string> = new Set(['and', 'the', 'of', 'de', 'la', 'le', 'los', 'las', 'del', 'della', 'di', 'da', 'do', 'dos', 'du', 'van', 'von', 'der', 'den', 'des', 'ter', 'ten', 'aus', 'zu', 'y', 'e', 'bin', 'ibn', 'al', 'el']);

/**
 * A sentence rather than a name: two or more words in lower-case letters only that no name has
 * (not "d'Arrast", "deMille"), at least as many as its capitalised words ("A year in the life of Susan Tom and her 11 children", "Hip hop music").
 */
function isPhrase(entry: string): boolean {
  const words = entry.split(' ');
  const lower = words.filter((word) => /^\p{Ll}+$/u.test(word) && !NAME_WORDS.has(word)).length;
  return lower >= 2 && lower >= words.filter((word) => /^\p{Lu}/u.test(word)).length;
}

/**
 * A cast entry that can be a name: it starts with a capital or digit (or, like will.i.am, is a
 * lower-case stage name with dots), holds no brackets, does not end as a label ("Cast:", "Voices
 * of") and is no award and no sentence.
 */
export function looksLikeName(entry: string): boolean {
  if (entry === '' || NOT_PEOPLE.has(entry) || AWARD.test(entry) || LABEL_END.test(entry) || isPhrase(entry)) return false;
  if (/[()[\]]/.test(entry) || entry.endsWith(':')) return false;
  if (/^[\p{Lu}\p{N}]/u.test(entry)) return true;
  return /^\p{Ll}/u.test(entry) && entry.includes('.') && !entry.includes(' ');
}

/**
 * One film's cast in billing order with the source's damage repaired: names split at a
 * comma joined, whitespace collapsed, wiki-link brackets and trailing notes removed, entries
 * that are no name dropped, and each person kept once, at their first billing.
 */
export function repairCast(raw: readonly string[], counts: CastRepairCounts): string[] {
  const names: string[] = [];
  for (const entry of raw) {
    let name = entry.replace(/\s+/g, ' ').replace(/\[\[|\]\]$/g, '').trim();
    if (SUFFIX.test(name) && names.length > 0) {
      names[names.length - 1] = `${names[names.length - 1]} ${name.endsWith('.') ? name : `${name}.`}`;
      counts.suffixesJoined += 1;
      continue;
    }
    if (COMMA_SUFFIX.test(name)) {
      name = name.replace(COMMA_SUFFIX, ' $1.');
      counts.suffixesJoined += 1;
    }
    if (TRAILING_NOTE.test(name) && looksLikeName(name.replace(TRAILING_NOTE, ''))) {
      name = name.replace(TRAILING_NOTE, '');
      counts.notesRemoved += 1;
    }
    if (!looksLikeName(name)) {
      counts.notNamesDropped += 1;
      continue;
    }
    names.push(name);
  }
  const unique = [...new Set(names)];
  counts.duplicatesDropped += names.length - unique.length;
  return unique;
}
