/**
 * A title reduced to what two sources agree on: no case, accents, punctuation or leading
 * article, "&" read as "and", and a trailing ", The" (library order) moved away, so
 * "The Godfather: Part II", "Godfather, Part II" and "GODFATHER PART II" meet.
 */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/,\s*(the|a|an)$/, '')
    .replace(/&/g, ' and ')
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .replace(/^(the|a|an) /, '');
}
