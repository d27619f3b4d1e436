import type { MoviePage } from '../../contract/movies';
import type { Queryable } from '../db/database';
import { summaryRows } from './catalogue-queries';
import type { TitleIndex } from './title-index';
import { moviePage, PAGE_SIZE } from './tmdb-shapes';

interface SearchQuery {
  query: string;
  page: number;
  includeAdult: boolean;
  /** Both year and primary_release_year filter the one release year the catalogue holds. */
  year?: number | undefined;
}

export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Ranked title search on the normalised titles (lower(unaccent(title)), a film's own and its
 * alternative ones, each film ranked by its best): how much of the title the query is, a leading
 * article and a subtitle aside, plus half the film's fame, so the better known of equal matches
 * comes first (title-index.ts). Near spellings (trigram word similarity, "godfater" still finds
 * The Godfather, scored by their similarity) join only a search whose titles containing the
 * query are fewer than a page: after a page of real matches ("love" has 1,700) its guesses help
 * nobody. Whether they join depends on the query alone, never on the page asked for, so every
 * page of one search counts the same total. The titles are searched in memory; the page's films
 * are read by id.
 */
export async function searchFilms(db: Queryable, index: TitleIndex, search: SearchQuery): Promise<MoviePage> {
  const query = await normaliseQuery(db, search.query);
  if (query === '') return moviePage(search.page, [], 0);
  const { ids, total } = await index.search(db, {
    query,
    includeAdult: search.includeAdult,
    year: search.year,
    offset: (search.page - 1) * PAGE_SIZE,
    limit: PAGE_SIZE,
  });
  return moviePage(search.page, await summaryRows(db, ids), total);
}

/** lower(unaccent(text)) when the text is plain ASCII, which unaccent() leaves as it is; null otherwise. */
export function asciiSearchText(text: string): string | null {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text.toLowerCase() : null;
}

/** The same normalisation as the stored search_title; plain ASCII needs no database round trip. */
export async function normaliseQuery(db: Queryable, query: string): Promise<string> {
  const trimmed = query.trim();
  const ascii = asciiSearchText(trimmed);
  if (ascii !== null) return ascii;
  const [row] = await db.query<{ q: string }>('select lower(unaccent($1::text)) as q', [trimmed]);
  return row?.q ?? '';
}
