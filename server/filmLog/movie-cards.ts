import type { MovieSummary } from '../../contract/movies';

type Summaries = (ids: readonly number[]) => Promise<MovieSummary[]>;

/**
 * Each row with its film's card, read from the catalogue as it is now (one lookup for the
 * page); a film the catalogue no longer has answers `movie: null` rather than an invented card.
 */
export async function withMovies<Row extends { movie_id: number }>(summaries: Summaries, rows: readonly Row[]): Promise<Array<Row & { movie: MovieSummary | null }>> {
  const cards = new Map((await summaries([...new Set(rows.map((row) => row.movie_id))])).map((card) => [card.id, card]));
  return rows.map((row) => ({ ...row, movie: cards.get(row.movie_id) ?? null }));
}

export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
