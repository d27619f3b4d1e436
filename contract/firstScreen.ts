/**
 * What our server fills into a prerendered skeleton's poster slots (server/routes/spa): `film`,
 * the poster of the film at /movie/:id; `popular`, the posters of the popular page the URL's
 * ?page= asks for; `person`, the posters of the newest year of the filmography at /person/:id;
 * `discover`, the posters of the Discover page the URL's filters and ?page= ask for. The build
 * names each skeleton's source in shells.json.
 */
export const POSTER_SOURCES = ['film', 'popular', 'person', 'discover'] as const;
export type PosterSource = (typeof POSTER_SOURCES)[number];

/** The list page a URL's query asks for (?page=N), 1 when it names none or nonsense: the app's and the server's reading. */
export function pageFromSearch(searchParams: URLSearchParams): number {
  const parsed = Number(searchParams.get('page'));
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : 1;
}

/** The id of the <script type="application/json"> in a page the server rendered: the store's state it was rendered from. */
export const SERVER_STATE_ID = 'server-state';
