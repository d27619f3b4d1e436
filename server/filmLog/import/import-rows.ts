import type { ImportFileKind } from '../../../contract/filmLogImport';

/** How a row names its film: always a title, the rest when the file has it. */
export interface FilmReference {
  title: string;
  originalTitle: string | null;
  year: number | null;
  imdbId: string | null;
  tmdbId: number | null;
  /** Our own catalogue id, written by our export; trusted only when its film has the row's title. */
  movieId: number | null;
}

interface RowBase {
  file: string;
  /** The row's line in its file, counting from 1 with the header. */
  line: number;
  film: FilmReference;
}

export type ImportRow =
  | (RowBase & { kind: 'diary'; watchedOn: string; rating: number | null; note: string | null })
  | (RowBase & { kind: 'rating'; rating: number })
  | (RowBase & { kind: 'watched'; watchedOn: string })
  | (RowBase & { kind: 'watchlist' })
  | (RowBase & { kind: 'like' })
  | (RowBase & { kind: 'list_entry'; position: number });

export interface ImportedList {
  /** The file it came from, which its entries name too. */
  file: string;
  name: string;
  description: string;
}

/** An actor of our own export's favorite-actors.json, taken only when the catalogue has that id with that name. */
export interface ImportedActor {
  /** The actor's place in the file, counting from 1. */
  line: number;
  personId: number;
  name: string | null;
}

/** A line that names no usable film or value. */
export interface InvalidRow {
  file: string;
  line: number;
  title: string;
  year: number | null;
  message: string;
}

export interface ParsedFile {
  name: string;
  kind: ImportFileKind;
  rows: number;
}

/** Everything an upload holds, before matching. */
export interface ParsedImport {
  files: ParsedFile[];
  rows: ImportRow[];
  lists: ImportedList[];
  favoriteActors: ImportedActor[];
  invalid: InvalidRow[];
}
