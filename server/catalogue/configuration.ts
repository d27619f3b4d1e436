import type { CountryList, LanguageList } from '../../contract/configuration';
import { countryName } from '../../contract/isoNames';
import type { Queryable } from '../db/database';
import { isSpanish } from './genres';
import { COUNTRY_NAMES, LANGUAGE_NAMES, nativeLanguageName } from './iso-codes';

/**
 * The languages films are in (their original_language, what Discover's language filter tests),
 * in TMDB's shape: the English name and the language's own.
 */
export async function catalogueLanguages(db: Queryable): Promise<LanguageList> {
  const rows = await db.query<{ code: string }>(
    `select distinct original_language as code from movies where original_language <> '' order by code`,
  );
  return rows.map(({ code }) => ({ iso_639_1: code, english_name: LANGUAGE_NAMES[code] ?? code, name: nativeLanguageName(code) }));
}

/**
 * The countries films were made in (production_countries, what with_origin_country tests), in
 * TMDB's shape: native_name is the name in the language asked for, English or Spanish.
 */
export async function catalogueCountries(db: Queryable, language: string | undefined): Promise<CountryList> {
  const rows = await db.query<{ code: string }>(`select distinct unnest(production_countries) as code from movies order by code`);
  const locale = isSpanish(language) ? 'es' : 'en';
  return rows.map(({ code }) => ({
    iso_3166_1: code,
    english_name: COUNTRY_NAMES[code] ?? code,
    native_name: locale === 'en' ? (COUNTRY_NAMES[code] ?? code) : countryName(code, locale),
  }));
}
