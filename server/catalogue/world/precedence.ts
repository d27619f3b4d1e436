/**
 * The build's year: no film is dated after it. A constant rather than the clock, so that the
 * same sources build the same file in any year (.ci/run compares a rebuild with the committed
 * file); raised when the catalogue is rebuilt in a later year.
 */
export const BUILD_YEAR = 2026;

/** Where a film's date came from, kept in the file so that npm run catalogue:check can hold it to the rules. */
export type DateSource = 'cmu' | 'vega' | null;

export interface ResolvedDate {
  releaseDate: string | null;
  year: number | null;
  dateSource: DateSource;
}

const yearOf = (date: string): number => Number(date.slice(0, 4));

/**
 * vega-datasets' dates that are no day: a year-only date written as Dec 31 of the year before or
 * Jan 1 (Casablanca 1941-12-31), the Unix epoch (1969-12-31), and anything after the build's year
 * (a century late: Gone with the Wind 2039-12-15).
 */
export function isPlaceholderDate(date: string): boolean {
  return /-(12-31|01-01)$/.test(date) || yearOf(date) > BUILD_YEAR;
}

/**
 * A film's date, by docs/CATALOGUE.md's precedence: a full date from CMU; else a vega date whose
 * year another source agrees with exactly and which is no placeholder; else the year Wikipedia
 * and CMU agree on, else Wikipedia's year, else CMU's. A year alone stays a year. vega alone
 * dates nothing: its deliberate errors cannot be told from its right dates without a witness.
 */
export function resolveDate(sources: {
  cmuDate: string | null;
  cmuYear: number | null;
  wikipediaYear: number | null;
  vegaDate: string | null;
}): ResolvedDate {
  const { cmuDate, cmuYear, wikipediaYear, vegaDate } = sources;
  if (cmuDate !== null) return { releaseDate: cmuDate, year: yearOf(cmuDate), dateSource: 'cmu' };
  if (vegaDate !== null && !isPlaceholderDate(vegaDate) && (yearOf(vegaDate) === wikipediaYear || yearOf(vegaDate) === cmuYear)) {
    return { releaseDate: vegaDate, year: yearOf(vegaDate), dateSource: 'vega' };
  }
  return { releaseDate: null, year: wikipediaYear ?? cmuYear, dateSource: null };
}
