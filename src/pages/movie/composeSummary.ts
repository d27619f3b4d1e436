import type { TFunction } from 'i18next';
import { listFormat } from '../../i18n/intlFormats';

export interface SummaryFacts {
  year: string | null;
  /** Genre names in the reader's language. */
  genres: string[];
  director: string | null;
  /** Top-billed first. */
  cast: string[];
}

/** People named in the line: the example the product gives names the first two billed. */
const STARRING = 2;

/**
 * One sentence from the catalogue's facts, in the reader's language ("A 1972 crime and drama
 * film directed by Francis Ford Coppola, starring Marlon Brando and Al Pacino."), for a film
 * without an overview; null when the facts say nothing more than "a film".
 */
export function composeSummary(t: TFunction<'world'>, locale: string, { year, genres, director, cast }: SummaryFacts): string | null {
  const list = listFormat(locale, { type: 'conjunction' });
  const genreWords = genres.length > 0 ? list.format(genres.map((genre) => genre.toLocaleLowerCase(locale))) : null;
  const names = cast.slice(0, STARRING);
  if (!year && !genreWords && !director && names.length === 0) return null;

  let subject;
  if (year && genreWords) subject = t('summary.yearGenres', { year, genres: genreWords });
  else if (year) subject = t('summary.year', { year });
  else if (genreWords) subject = t('summary.genres', { genres: genreWords });
  else subject = t('summary.none');
  const directedBy = director ? t('summary.directedBy', { name: director }) : '';
  let starring = '';
  if (names.length > 0) starring = t(director ? 'summary.starringAfterDirector' : 'summary.starring', { names: list.format(names) });
  return `${subject}${directedBy}${starring}${t('summary.end')}`;
}
