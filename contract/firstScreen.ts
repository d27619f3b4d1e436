/** The list page a URL's query asks for (?page=N), 1 when it names none or nonsense: the page's and its loader's reading. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const parsed = Number(searchParams.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** The id of the <script type="application/json"> in a page the server rendered: the store's state it was rendered from. */
export const SERVER_STATE_ID = 'server-state';
