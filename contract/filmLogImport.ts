import * as z from 'zod/mini';

/**
 * An import of a film history (Letterboxd, IMDb) and its report: apart from contract/filmLog.ts
 * so the SPA's import panel builds these few schemas only, not every film-log payload and the
 * movie card's schema behind them (zod's shared modules grow with every schema any chunk builds).
 */

export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The multipart field the import file travels in. */
export const IMPORT_FIELD = 'file';
export const IMPORT_UNMATCHED_ROWS_SHOWN = 100;

export const IMPORT_STATUSES = ['matching', 'writing', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/**
 * What a file in an import was read as; IMDb's ratings export is `imdb_ratings`, Letterboxd's
 * likes/films.csv is `likes`, and our own export's favorite-actors.json is `favorite_actors`.
 */
export const IMPORT_FILE_KINDS = ['diary', 'ratings', 'watched', 'watchlist', 'list', 'likes', 'imdb_ratings', 'favorite_actors'] as const;
export type ImportFileKind = (typeof IMPORT_FILE_KINDS)[number];

/**
 * Why a row was not imported: no film has the title, films have it but none within a year of
 * the row's, several matched equally, or the row could not be read.
 */
export const UNMATCHED_REASONS = ['not_found', 'year_differs', 'ambiguous', 'malformed'] as const;
export type UnmatchedReason = (typeof UNMATCHED_REASONS)[number];

export const ImportAcceptedSchema = z.object({ id: z.int() });
export type ImportAccepted = z.infer<typeof ImportAcceptedSchema>;

export const UnmatchedRowSchema = z.object({
  file: z.string(),
  line: z.int(),
  title: z.string(),
  year: z.nullable(z.int()),
  reason: z.enum(UNMATCHED_REASONS),
});
export type UnmatchedRow = z.infer<typeof UnmatchedRowSchema>;

export const ImportCreatedSchema = z.object({
  diary: z.int(),
  ratings: z.int(),
  watchlist: z.int(),
  lists: z.int(),
  list_entries: z.int(),
  favorites: z.int(),
  favorite_actors: z.int(),
});
export type ImportCreated = z.infer<typeof ImportCreatedSchema>;

/** `unmatched_rows`: the first IMPORT_UNMATCHED_ROWS_SHOWN; unmatched.csv has them all. */
export const ImportReportSchema = z.object({
  files: z.array(z.object({ name: z.string(), kind: z.enum(IMPORT_FILE_KINDS), rows: z.int() })),
  matched: z.int(),
  unmatched: z.int(),
  unmatched_rows: z.array(UnmatchedRowSchema),
  created: ImportCreatedSchema,
  skipped_existing: z.int(),
});
export type ImportReport = z.infer<typeof ImportReportSchema>;

export const ImportJobSchema = z.object({
  id: z.int(),
  status: z.enum(IMPORT_STATUSES),
  processed: z.int(),
  total: z.int(),
  /**
   * Why a failed job failed, with its code and values as a refusal's detail has them
   * (docs/API.md, "Errors"), the values as text: the SPA reads this schema, and a union of string
   * and number would add zod's union to its first-visit scripts.
   */
  error: z.optional(z.string()),
  error_code: z.optional(z.string()),
  error_params: z.optional(z.record(z.string(), z.string())),
  report: z.optional(ImportReportSchema),
});
export type ImportJob = z.infer<typeof ImportJobSchema>;
