import { stringify } from 'csv-stringify/sync';

/**
 * What a spreadsheet runs as a formula when a cell starts with it (OWASP "CSV injection"), and
 * the apostrophes that may stand before it: a text that already starts with `'=` gets one more,
 * or reading it back would take its own apostrophe for ours.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const NEUTRALISED = /^'(?='*[=+\-@\t\r])/;

/** A text cell a spreadsheet shows as text: a formula start gets a leading apostrophe. */
export const neutraliseCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

/** The text neutraliseCell was given, so our own files import back unchanged. */
export const restoreCell = (text: string): string => text.replace(NEUTRALISED, '');

export type CsvCell = string | number | null;

/** A CSV with a header row, every text cell neutralised; numbers are written as they are. */
export function csvText(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return stringify([header, ...rows], { cast: { string: neutraliseCell }, record_delimiter: 'unix' });
}
