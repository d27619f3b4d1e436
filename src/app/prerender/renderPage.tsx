import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { movieDbApi } from '../../api/movieDbApi';
import { productApi } from '../../api/productApi';
import type { ServerState } from '../../api/hydrate';
import { type RuntimeConfig, setRuntimeConfig } from '../../config/runtimeConfig';
import { fetchCurrentUser } from '../../features/auth/authApi';
import { apiLanguage } from '../../features/catalogue/useApiLanguage';
import { createI18n, type Language } from '../../i18n/i18n';
import { EMOTION_KEY } from '../../theme/emotionCache';
import { PRERENDERED_MODE } from '../../theme/themeSlice';
import { AppProviders } from '../providers';
import { AppRoutes, loadPage } from '../routes';
import { type AppStore, setupStore } from '../store';
import { themeVariablesTag } from './themeVariables';

/** The origin the renderer's requests are made to; the server answers them in process, as the visitor (server/routes/spa). */
const SERVER_ORIGIN = 'http://server-render.invalid';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** <style> tags with the theme's variables and the CSS the markup uses, as emotion's server helpers write them. */
  styleTags: string;
  /** What the page was rendered from, for the app to hydrate it with (src/api/hydrate.ts). */
  state: ServerState;
}

export interface PageRequest {
  /** The path and query of the page. */
  url: string;
  language: Language;
  /** Answers a request to this server's API as the visitor who asked for the page. */
  fetch: typeof fetch;
}

/** Every query the store has running, until none is: a loader may ask for more once an answer is in. */
async function settle(store: AppStore): Promise<void> {
  for (;;) {
    const running = [...store.dispatch(productApi.util.getRunningQueriesThunk()), ...store.dispatch(movieDbApi.util.getRunningQueriesThunk())];
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

/**
 * The page renderer of the server (bundled for Node by webpack, loaded by server/routes/spa):
 * `config` is the SPA's config.json, whose API addresses must be on this server (relative).
 */
export function createPageRenderer(config: RuntimeConfig) {
  // The app's own addresses (paths on this server): the pages' links and images are the browser's.
  setRuntimeConfig(config);
  const themeVariables = themeVariablesTag();

  /**
   * The page at `url` as a signed-in visitor sees it once its data is in: the session check and
   * the page's own loader (src/app/routes.tsx) run first, then React renders the page (its lazy
   * parts included) with the answers. Null when the session check does not answer with a user:
   * the app then checks and refreshes on its own.
   */
  async function renderPage({ url, language, fetch }: PageRequest): Promise<RenderedPage | null> {
    const store = setupStore({ theme: { mode: PRERENDERED_MODE } }, { fetch, origin: SERVER_ORIGIN });
    const session = await store.dispatch(fetchCurrentUser());
    if (!session.isSuccess) return null;
    const i18n = createI18n({ lng: language });
    const { pathname, search } = new URL(url, SERVER_ORIGIN);
    await loadPage(store.dispatch, { pathname, search }, apiLanguage(i18n));
    await settle(store);

    const cache = createCache({ key: EMOTION_KEY });
    const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
    const errors: unknown[] = [];
    const { prelude } = await prerenderToNodeStream(
      <CacheProvider value={cache}>
        <AppProviders store={store} i18n={i18n}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
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
    const styleTags = themeVariables + constructStyleTagsFromChunks({ ...chunks, styles });
    const { session: sessionState, productApi: productState, movieDbApi: movieDbState } = store.getState();
    // The answers' removal timers (up to minutes) are the store's only hold on anything.
    for (const api of [productApi, movieDbApi]) store.dispatch(api.util.resetApiState());
    return { html, styleTags, state: { session: sessionState, productApi: productState, movieDbApi: movieDbState } };
  }

  return { renderPage };
}
