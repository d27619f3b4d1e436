import { Readable } from 'node:stream';
import { parse, type CsvError } from 'csv-parse';
import { z } from 'zod';
import { LIST_DESCRIPTION_MAX_LENGTH, LIST_NAME_MAX_LENGTH, NOTE_MAX_LENGTH, RatingSchema, WatchedOnSchema } from '../../../contract/filmLog';
import { apiError } from '../../http/error-codes';
import { ExportFavoriteActorsSchema } from '../../../contract/filmLog';
import type { ImportFileKind } from '../../../contract/filmLogImport';
import { restoreCell } from '../export/csv-cells';
import type { FilmReference, ImportRow, InvalidRow, ParsedImport } from './import-rows';
import { IMPORT_LIMITS, ImportRejectedError } from './limits';
import { giveTurns } from './turns';
import { FAVORITE_ACTORS_FILE, type UploadedFile } from './upload-files';

interface Line {
  cells: string[];
  line: number;
  /** Refused by the CSV grammar, so it has no cells. */
  broken?: true;
}

type CsvKind = Exclude<ImportFileKind, 'favorite_actors'>;

/** The columns each kind must have; the rest of a file's columns are read when present. */
const REQUIRED: Record<CsvKind, string[]> = {
  diary: ['Name', 'Year', 'Rating', 'Watched Date'],
  ratings: ['Name', 'Year', 'Rating'],
  watched: ['Name', 'Year', 'Date'],
  watchlist: ['Name', 'Year'],
  likes: ['Name', 'Year'],
  list: ['Position', 'Name', 'Year'],
  imdb_ratings: ['Const', 'Your Rating', 'Title', 'Year'],
};
const LIST_BANNER = /^Letterboxd list export/i;

/**
 * The records read to tell a file's kind and, for a list, its head: the banner, up to four lines
 * of its own (a header and a row) and its films' header.
 */
const HEAD_RECORDS = 6;
/**
 * Characters handed at a time to the parser that reads a file's head. It parses a slice whole,
 * and builds an Error, stack and all, for each record whose length differs from its first
 * record's (csv-parse does, even with relax_column_count): in a list, whose banner has one cell,
 * every film of a full slice. Its `to` option would stop it, but a stream then fails with "write
 * after end".
 */
const HEAD_SLICE = 1024;

/** Characters handed to the CSV parser at a time: a few milliseconds of its work (it parses a slice in one go). */
const PARSE_SLICE = 16 * 1024;

/**
 * Reads every file of an upload; a file of unknown shape refuses the whole upload. The work is
 * sliced (giveTurns), so a 20 MB file parses in the background of other requests instead of
 * holding the event loop for seconds.
 */
export async function parseImport(files: UploadedFile[], uploadName: string): Promise<ParsedImport> {
  const parsed: ParsedImport = { files: [], rows: [], lists: [], favoriteActors: [], invalid: [] };
  const turn = giveTurns();
  for (const file of files) {
    const lone = files.length === 1 && file.name === uploadName;
    if (file.name === FAVORITE_ACTORS_FILE && !lone) {
      readFavoriteActors(file, parsed);
      continue;
    }
    const head: Line[] = [];
    for await (const line of csvLines(file, turn, 1, HEAD_SLICE)) {
      if (head.push(line) === HEAD_RECORDS) break;
    }
    const header = head[0];
    const kind = fileKind(file.name, lone, header?.cells ?? []);
    const before = parsed.rows.length + parsed.invalid.length;
    if (kind === 'list') await readList(file.name, head, (fromLine) => csvLines(file, turn, fromLine), parsed);
    else await readTable(file.name, kind, header?.cells ?? [], csvLines(file, turn, (header?.line ?? 0) + 1), parsed);
    parsed.files.push({ name: file.name, kind, rows: parsed.rows.length + parsed.invalid.length - before });
  }
  return parsed;
}

/** The row that would take the upload past the row limit stops it at once, before more is parsed. */
function checkRowLimit(parsed: ParsedImport): void {
  if (parsed.rows.length + parsed.invalid.length >= IMPORT_LIMITS.rows) {
    throw new ImportRejectedError(apiError('import_too_many_rows', { max: IMPORT_LIMITS.rows }), 413);
  }
}

/**
 * The text in slices of about `size` code units. A slice never ends between the two
 * halves of a character outside the Basic Multilingual Plane (an emoji in a review): the parser
 * encodes each slice as UTF-8 on its own, which would turn each half into U+FFFD.
 */
function* slices(pieces: readonly string[], size: number): Generator<string> {
  for (const text of pieces) {
    for (let start = 0; start < text.length; ) {
      let end = Math.min(start + size, text.length);
      if (isHighSurrogate(text.charCodeAt(end - 1)) && end < text.length) end += 1;
      yield text.slice(start, end);
      start = end;
    }
  }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The file's records in order, each with its line number, as the parser reads them: a file is
 * never held as all its lines at once. A line the CSV grammar refuses (a stray quote) comes as
 * an empty record at its line so it is reported; a quote never closed swallows the rest of the
 * file, which is a damaged file, not one bad line.
 */
async function* csvLines(file: UploadedFile, turn: () => Promise<void>, fromLine = 1, sliceSize = PARSE_SLICE): AsyncGenerator<Line> {
  const broken: Line[] = [];
  const brokenLines = new Set<number>();
  let unclosed: CsvError | undefined;
  const parser = parse({
    from_line: fromLine,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    skip_records_with_error: true,
    on_skip: (error) => {
      if (error?.code === 'CSV_QUOTE_NOT_CLOSED') unclosed = error;
      // One bad line can raise several errors: it is reported once.
      else if (error && !brokenLines.has(Number(error.lines))) {
        brokenLines.add(Number(error.lines));
        broken.push({ cells: [], line: Number(error.lines), broken: true });
      }
      return undefined;
    },
  });
  const records = Readable.from(slices(file.pieces, sliceSize)).pipe(parser) as AsyncIterable<{ record: string[]; info: { lines: number } }>;
  for await (const { record, info } of records) {
    // The parser runs ahead of this loop: only the refused lines before this record come first.
    while (broken[0] && broken[0].line < info.lines) yield broken.shift() as Line;
    yield { cells: record.map((cell) => restoreCell(cell).trim()), line: info.lines };
    await turn();
  }
  if (unclosed) throw new ImportRejectedError(apiError('import_unclosed_quote', { file: file.name, line: Number(unclosed.lines) }));
  yield* broken.splice(0);
}

function fileKind(name: string, lone: boolean, header: string[]): CsvKind {
  const has = (column: string) => header.includes(column);
  const base = name.toLowerCase().split('/').pop() ?? '';
  let kind: CsvKind | undefined;
  if (!lone) {
    if (name.toLowerCase().startsWith('lists/')) kind = 'list';
    else if (name.toLowerCase() === 'likes/films.csv') kind = 'likes';
    else kind = base.replace(/\.csv$/, '') as CsvKind;
  } else if (LIST_BANNER.test(header[0] ?? '')) kind = 'list';
  else if (has('Const') && has('Your Rating')) kind = 'imdb_ratings';
  else if (has('Watched Date')) kind = 'diary';
  else if (has('Rating')) kind = 'ratings';
  else if (has('Name') && has('Year')) {
    // Letterboxd names its likes likes/films.csv; a browser uploads it as films.csv.
    if (base.includes('watchlist')) kind = 'watchlist';
    else kind = base === 'films.csv' || base.includes('likes') ? 'likes' : 'watched';
  }
  if (!kind || (kind !== 'list' && REQUIRED[kind].some((column) => !has(column)))) {
    throw new ImportRejectedError(
      kind ? apiError('import_missing_columns', { file: name, columns: REQUIRED[kind].join(', ') }) : apiError('import_unknown_csv', { file: name }),
    );
  }
  return kind;
}

const title = z.string().min(1, 'The title is empty.').max(500, 'The title is too long.');
const year = z
  .string()
  .transform((text) => (text === '' ? null : Number(text)))
  .pipe(z.int('The year is not a number.').min(1870, 'The year is out of range.').max(2100, 'The year is out of range.').nullable());
const optionalId = z
  .string()
  .optional()
  .transform((text) => (text ? Number(text) : null))
  .pipe(z.int('The id is not a number.').positive().max(2_147_483_647).nullable());
const imdbId = z
  .string()
  .optional()
  .transform((text) => text || null)
  .pipe(z.string().regex(/^tt\d{1,10}$/, 'The IMDb id is not tt followed by digits.').nullable());
const halfStars = z.coerce.number('The rating is not a number.').pipe(RatingSchema);

const filmColumns = {
  Name: title,
  Year: year,
  tmdbID: optionalId,
  imdbID: imdbId,
  'Movie Browser ID': optionalId,
};

function film(row: { Name: string; Year: number | null; tmdbID: number | null; imdbID: string | null; 'Movie Browser ID': number | null }): FilmReference {
  return { title: row.Name, originalTitle: null, year: row.Year, imdbId: row.imdbID, tmdbId: row.tmdbID, movieId: row['Movie Browser ID'] };
}

const ROW_SCHEMAS = {
    diary: z.object({
      ...filmColumns,
      Date: z.string().optional(),
      'Watched Date': z.string(),
      Rating: z.union([z.literal(''), halfStars]),
      Review: z.string().max(NOTE_MAX_LENGTH, `The review is longer than ${NOTE_MAX_LENGTH} characters.`).optional(),
    }).transform((row, ctx) => {
      const watchedOn = WatchedOnSchema.safeParse(row['Watched Date'] || row.Date);
      if (!watchedOn.success) {
        ctx.addIssue({ code: 'custom', message: watchedOn.error.issues[0]?.message ?? 'The date is invalid.' });
        return z.NEVER;
      }
      return { kind: 'diary' as const, film: film(row), watchedOn: watchedOn.data, rating: row.Rating === '' ? null : row.Rating, note: row.Review || null };
    }),
    ratings: z.object({ ...filmColumns, Rating: halfStars }).transform((row) => ({ kind: 'rating' as const, film: film(row), rating: row.Rating })),
    watched: z.object({ ...filmColumns, Date: WatchedOnSchema }).transform((row) => ({ kind: 'watched' as const, film: film(row), watchedOn: row.Date })),
    watchlist: z.object(filmColumns).transform((row) => ({ kind: 'watchlist' as const, film: film(row) })),
    likes: z.object(filmColumns).transform((row) => ({ kind: 'like' as const, film: film(row) })),
    imdb_ratings: z
      .object({
        Const: z.string().regex(/^tt\d{1,10}$/, 'The IMDb id is not tt followed by digits.'),
        Title: title,
        'Original Title': z.string().optional(),
        Year: year,
        'Your Rating': z.coerce.number('The rating is not a number.').int('The rating is not 1 to 10.').min(1, 'The rating is not 1 to 10.').max(10, 'The rating is not 1 to 10.'),
      })
      .transform((row) => ({
        kind: 'rating' as const,
        film: { title: row.Title, originalTitle: row['Original Title'] || null, year: row.Year, imdbId: row.Const, tmdbId: null, movieId: null },
        rating: row['Your Rating'] / 2,
      })),
    list_entry: z.object({ ...filmColumns, Position: z.coerce.number('The position is not a number.').int().positive() }),
};

function recordOf(header: string[], cells: string[]): Record<string, string> | null {
  if (cells.length !== header.length) return null;
  return Object.fromEntries(header.map((column, index) => [column, cells[index] ?? '']));
}

function shapeMessage(line: Line, header: string[]): string {
  return line.broken ? 'The line is not valid CSV (a stray quote).' : `The line has ${line.cells.length} cells, the header ${header.length}.`;
}

function invalidRow(file: string, line: Line, header: string[], message: string): InvalidRow {
  const cell = (column: string) => line.cells[header.indexOf(column)] ?? '';
  const yearText = cell('Year');
  return { file, line: line.line, title: cell('Name') || cell('Title'), year: /^\d{4}$/.test(yearText) ? Number(yearText) : null, message };
}

async function readTable(file: string, kind: Exclude<CsvKind, 'list'>, header: string[], lines: AsyncIterable<Line>, parsed: ParsedImport): Promise<void> {
  const schema = ROW_SCHEMAS[kind];
  for await (const line of lines) {
    checkRowLimit(parsed);
    const record = recordOf(header, line.cells);
    if (!record) {
      parsed.invalid.push(invalidRow(file, line, header, shapeMessage(line, header)));
      continue;
    }
    const result = schema.safeParse(record);
    if (result.success) parsed.rows.push({ file, line: line.line, ...result.data } as ImportRow);
    else parsed.invalid.push(invalidRow(file, line, header, result.error.issues[0]?.message ?? 'The line is invalid.'));
  }
}

/**
 * A Letterboxd list: a banner line, the list's own header and row (Date, Name, Tags, URL,
 * Description), a blank line, then its films (Position, Name, Year, URL, Description).
 */
async function readList(file: string, head: readonly Line[], linesFrom: (fromLine: number) => AsyncGenerator<Line>, parsed: ParsedImport): Promise<void> {
  const [banner, ...rest] = head;
  const headerAt = rest.findIndex((line) => line.cells[0] === 'Position' && line.cells.includes('Name'));
  // The lines before the films' header: the list's own header and row.
  const before = rest.slice(0, headerAt);
  const filmsHeader = rest[headerAt];
  const header = filmsHeader?.cells;
  if (!LIST_BANNER.test(banner?.cells[0] ?? '') || !header) {
    throw new ImportRejectedError(apiError('import_bad_list', { file }));
  }
  const meta = before.length >= 2 ? recordOf(before[0]?.cells ?? [], before[1]?.cells ?? []) : null;
  const fallbackName = file.split('/').pop()?.replace(/\.csv$/i, '') ?? file;
  const name = (meta?.Name || fallbackName).slice(0, LIST_NAME_MAX_LENGTH);
  // Each file is a list of its own, even where two share a name (our export of two lists both called "Noir").
  parsed.lists.push({ file, name, description: (meta?.Description ?? '').slice(0, LIST_DESCRIPTION_MAX_LENGTH) });
  const schema = ROW_SCHEMAS.list_entry;
  for await (const line of linesFrom((filmsHeader?.line ?? 0) + 1)) {
    checkRowLimit(parsed);
    const record = recordOf(header, line.cells);
    const result = record ? schema.safeParse(record) : undefined;
    if (result?.success) {
      parsed.rows.push({ kind: 'list_entry', file, line: line.line, film: film(result.data), position: result.data.Position });
    } else {
      const message = result ? (result.error.issues[0]?.message ?? 'The line is invalid.') : shapeMessage(line, header);
      parsed.invalid.push(invalidRow(file, line, header, message));
    }
  }
}

/**
 * Our own export's favorite actors, checked whole against the export's schema: a file that is
 * not that shape refuses the upload rather than importing part of it.
 */
function readFavoriteActors(file: UploadedFile, parsed: ParsedImport): void {
  let json: unknown;
  try {
    json = JSON.parse(file.pieces.join(''));
  } catch {
    throw new ImportRejectedError(apiError('import_bad_json', { file: file.name }));
  }
  const actors = ExportFavoriteActorsSchema.safeParse(json);
  if (!actors.success) throw new ImportRejectedError(apiError('import_bad_actors', { file: file.name }));
  parsed.favoriteActors.push(...actors.data.map((actor, index) => ({ line: index + 1, personId: actor.person_id, name: actor.name })));
  parsed.files.push({ name: file.name, kind: 'favorite_actors', rows: actors.data.length });
}
