/**
 * Country and language names in the UI's language, from the browser's (or Node's) ICU, shared by
 * the server's configuration lists and the SPA.
 */

/**
 * TMDB's codes for states that no longer exist. ICU reads the deprecated ones as their successor
 * (SU as Russia, YU and CS as Serbia) and does not know the others, so they are named here.
 */
const FORMER_STATES: Readonly<Record<string, { en: string; es: string }>> = {
  SU: { en: 'Soviet Union', es: 'Unión Soviética' },
  YU: { en: 'Yugoslavia', es: 'Yugoslavia' },
  CS: { en: 'Serbia and Montenegro', es: 'Serbia y Montenegro' },
  XC: { en: 'Czechoslovakia', es: 'Checoslovaquia' },
  XG: { en: 'East Germany', es: 'Alemania Oriental' },
};

const displayNames = new Map<string, Intl.DisplayNames>();

function names(locale: 'en' | 'es', type: 'region' | 'language'): Intl.DisplayNames {
  const key = `${locale}:${type}`;
  let found = displayNames.get(key);
  if (!found) {
    found = new Intl.DisplayNames([locale], { type, fallback: 'code' });
    displayNames.set(key, found);
  }
  return found;
}

/** An ISO 3166-1 code's name in English or Spanish ("Japón"); the code itself where nothing names it. */
export function countryName(code: string, locale: 'en' | 'es'): string {
  return FORMER_STATES[code]?.[locale] ?? names(locale, 'region').of(code) ?? code;
}

/** An ISO 639-1 code's name in English or Spanish ("japonés"), capitalised as a label; the code where nothing names it. */
export function languageName(code: string, locale: 'en' | 'es'): string {
  const name = names(locale, 'language').of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}
