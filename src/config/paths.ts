import { PAGE_PATHS as paths } from '../../contract/pagePaths';

/** Every route string of the SPA, so links and route definitions cannot drift apart; the server names some of them too, hence contract/. */
export { paths };

export const moviePath = (id: number | string): string => `/movie/${id}`;
export const genrePath = (genreId: number | string): string => `/genre/${genreId}`;
export const personPath = (id: number | string): string => `/person/${id}`;
export const listPath = (listId: number | string): string => `/lists/${listId}`;
/** The results of a search, which its URL names (?query=, and ?page= after the first): a link, a reload and Back show them again. */
export const movieSearchPath = (query: string, page = 1): string =>
  `${paths.movieSearch}?${new URLSearchParams({ query, ...(page > 1 && { page: String(page) }) })}`;

/** A film's or person's id from its path (`:id`), or null when the path holds no such id. */
export function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Routes where no session check runs: a visitor is expected there. */
export const guestPaths: readonly string[] = [paths.login, paths.register];

/** Route patterns open to anyone (a shared list): a visitor is expected there too. */
export const openPathPatterns: readonly string[] = [paths.sharedList];
