import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import { LRUCache } from 'lru-cache';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, type HydrationState, type StaticHandlerContext, StaticRouterProvider } from 'react-router';
import { movieDbApi } from '../../api/movieDbApi';
import { productApi } from '../../api/productApi';
import type { ServerState } from '../../api/hydrate';
import type { ApiExtra } from '../../api/serverFetch';
import { setRuntimeConfig } from '../../config/runtimeConfig';
import type { PageRendererBundle, PageRendererConfig, PageRenderRequest, RenderedPage } from '../../../contract/serverRender';
import { fetchCurrentUser } from '../../features/auth/authApi';
import { initialSessionState } from '../../features/auth/sessionSlice';
import { createI18n, supportedLanguages } from '../../i18n/i18n';
import { EMOTION_KEY } from '../../theme/emotionCache';
import { PRERENDERED_MODE } from '../../theme/themeSlice';
import { AppProviders } from '../providers';
import { appRoutes, fallbackRoute, pageRoutes, type SettledQuery } from '../routes';
import { type AppStore, setupStore } from '../store';
import { themeVariablesTag } from './themeVariables';

/**
 * The app rendered to HTML for Node (webpack.config.ts, "server render"): a signed-in visitor's
 * page at each request (server/routes/spa/page-renderer.ts), and the first screens the build
 * prerenders (scripts/prerender.mjs), by the same function.
 */

/** The origin the renderer's requests are made to; the server answers them in process, as the visitor (server/routes/spa). */
const SERVER_ORIGIN = 'http://server-render.invalid';

/** The server's render of a page: its markup and styles. */
type Html = Omit<RenderedPage, 'state'>;

/** The routes' loaders done for one URL: what the page renders from. */
interface Loaded {
  handler: ReturnType<typeof createStaticHandler>;
  context: StaticHandlerContext;
  /** The router's state for the browser's router (its `hydrationData`). */
  router: HydrationState;
}

/**
 * Runs the routes' loaders for `url` with React Router's static handler (its server-rendering
 * example's way); with `settled`, they wait for every answer. Null when the routes answer with a
 * redirect or an error: the app then does it in the browser.
 */
async function load(store: AppStore, i18n: I18n, url: string, settled?: (queries: SettledQuery[]) => void): Promise<Loaded | null> {
  const handler = createStaticHandler(appRoutes({ store, i18n, settled }));
  const context = await handler.query(new Request(new URL(url, SERVER_ORIGIN)));
  if (context instanceof Response || context.errors) return null;
  return { handler, context, router: { loaderData: context.loaderData, actionData: context.actionData } };
}

/**
 * The loaded page, its lazy parts included, with one emotion cache of the client's key, whose
 * tags the client's cache takes over (MUI's server-rendering guide).
 */
async function renderToHtml(store: AppStore, i18n: I18n, { handler, context }: Loaded, themeVariables: string, phoneGuess = false): Promise<Html> {
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <AppProviders store={store} i18n={i18n} phoneGuess={phoneGuess}>
        {/* Its state goes with the store's (`Loaded.router`), not in an inline script the page's CSP would refuse. */}
        <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
    // Every boundary inline, however large: React would move a large one to the end with an
    // inline script to put it back, which the page's script policy (hashes only) refuses.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await text(prelude);
  // React would leave the part that failed for the browser to render: the whole page is then the app's to render.
  if (errors.length > 0) throw errors[0];
  const chunks = extractCriticalToChunks(html);
  // As MUI's server-rendering example does: a `</style>` inside a rule would end the tag early.
  const styles = chunks.styles.map((style) => ({ ...style, css: style.css.replace(/<(\/?style\b)/gi, '\\3c $1') }));
  return { html, styleTags: themeVariables + constructStyleTagsFromChunks({ ...chunks, styles }) };
}

/** `config` is the SPA's config.json, whose API addresses must be on this server (relative). */
export function createPageRenderer(config: PageRendererConfig): ReturnType<PageRendererBundle['createPageRenderer']> {
  // The app's own addresses (paths on this server): the pages' links and images are the browser's.
  setRuntimeConfig(config);
  const themeVariables = themeVariablesTag();
  /**
   * A visitor's page (open to anyone, no session) is the same for every visitor given the same
   * URL and answers: rendered once for them, so a link shared widely, or a flood of requests for
   * it, costs the API's answer each time and one render. By the whole URL, for the register page
   * reads its query (a sign-in's failure) and must not be kept with one for a visitor without it.
   * A change to the list is a new render.
   */
  const visitorPages = new LRUCache<string, Html>({ maxSize: 16 * 2 ** 20, sizeCalculation: (page) => page.html.length + page.styleTags.length });

  /**
   * The page at `url` as the visitor sees it once its data is in: the session check (for a
   * signed-in visitor) and the page's loader run first, then React renders the page with the
   * answers, which go with the HTML for the app to hydrate it with (src/api/hydrate.ts). Null
   * when the session check does not answer with a user (the app then checks and refreshes on its
   * own), and for a visitor's page whose answers failed, which the frame shows as well.
   */
  async function renderPage({ url, language, fetch, signedIn, phone, formEmail }: PageRenderRequest): Promise<(Html & { state: ServerState }) | null> {
    const extra: ApiExtra = { fetch, origin: SERVER_ORIGIN };
    const store = setupStore({ theme: { mode: PRERENDERED_MODE }, ...(formEmail !== undefined && { session: { ...initialSessionState, refusedFormEmail: formEmail } }) }, extra);
    if (signedIn && !(await store.dispatch(fetchCurrentUser())).isSuccess) return null;
    const i18n = createI18n({ lng: language });
    let answers: SettledQuery[] = [];
    const loaded = await load(store, i18n, url, (settled) => (answers = settled));
    if (!loaded || (!signedIn && answers.some(({ isError }) => isError))) return null;
    // A refused form with its e-mail is one visitor's page, like a signed-in reader's: no other gets it.
    const visitorKey = signedIn || formEmail !== undefined ? null : `${language} ${phone} ${url} ${JSON.stringify(answers.map(({ data }) => data))}`;
    const page = (visitorKey === null ? undefined : visitorPages.get(visitorKey)) ?? (await renderToHtml(store, i18n, loaded, themeVariables, phone));
    if (visitorKey !== null) visitorPages.set(visitorKey, page);
    const { session: sessionState, search: searchState, productApi: productState, movieDbApi: movieDbState } = store.getState();
    // The answers' removal timers (up to minutes) are the store's only hold on anything.
    for (const api of [productApi, movieDbApi]) store.dispatch(api.util.resetApiState());
    return { ...page, state: { session: sessionState, search: searchState, productApi: productState, movieDbApi: movieDbState, router: loaded.router } };
  }

  return { renderPage };
}

/**
 * The first screens the build prerenders, in each language, as a first visit's first render
 * (a fresh store, no session, no data): the account forms, a signed-out visitor's whole first
 * screen, which the app hydrates; and the frame (header and spinner), which every other page
 * shows until the app has checked the session wherever the server does not render the page
 * (a CDN, a session that does not answer). Also each page's paths and access (shells.json).
 */
export async function renderShells() {
  const shells = [
    ...pageRoutes.filter(({ access }) => access === 'guest').map(({ id, paths }) => ({ shell: id, path: paths[0]! })),
    // Any signed-in page: without a session, the frame is what it shows.
    { shell: 'layout', path: fallbackRoute.paths[0]! },
  ];
  const themeVariables = themeVariablesTag();
  const rendered = [];
  for (const language of supportedLanguages) {
    for (const { shell, path } of shells) {
      const store = setupStore({ theme: { mode: PRERENDERED_MODE } });
      const i18n = createI18n({ lng: language });
      const loaded = await load(store, i18n, path);
      if (!loaded) throw new Error(`the routes at ${path} answered a first visit with a redirect or an error`);
      rendered.push({ shell, language, router: loaded.router, ...(await renderToHtml(store, i18n, loaded, themeVariables)) });
    }
  }
  const routes = pageRoutes.map(({ id, paths, access }) => ({ id, paths: [...paths], access }));
  return { rendered, routes, fallback: fallbackRoute.id };
}
