/** The last page of any list: the movie database serves 500 at most (TMDB's limit), and a list of your own (5,000 films, 20 a page) has fewer. */
export const MAX_PAGES = 500;

/**
 * The list page a URL's query asks for (?page=N), the page's and its loader's reading: 1 when it
 * names none or nonsense, the last a list can have past that (docs/PRODUCT.md §2.1), so no request
 * asks for a page the API refuses.
 */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const parsed = Number(searchParams.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? Math.min(parsed, MAX_PAGES) : 1;
}

/** The id of the <script type="application/json"> in a page the server rendered: the store's state it was rendered from. */
export const SERVER_STATE_ID = 'server-state';
