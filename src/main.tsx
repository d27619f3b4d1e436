import { createBrowserRouter } from 'react-router';
import { SERVER_STATE_ID } from '../contract/firstScreen';
import { hydrate, type ServerState } from './api/hydrate';
import { renderApp } from './app/renderApp';
import { appRoutes, loadRoutesAt } from './app/routes';
import { setupStore } from './app/store';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtimeConfig';
import { checkSession } from './features/auth/useSessionCheck';
import { createI18n } from './i18n/i18n';

/** The state the server rendered this page from (server/routes/spa/page-renderer.ts), if it did. */
function serverState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
}

/**
 * The store from the server's state, the session check, the router with the page's module in;
 * then the app renders or hydrates the page.
 */
async function boot(): Promise<void> {
  // Before anything can call an API: the config says where the APIs are.
  const config = loadRuntimeConfig();
  const store = setupStore();
  const i18n = createI18n();
  const routes = appRoutes({ store, i18n });
  // The page's chunk downloads while the config (preloaded by the HTML) arrives.
  const pageLoaded = loadRoutesAt(routes, window.location.pathname);
  setRuntimeConfig(await config);
  const rendered = serverState();
  if (rendered) store.dispatch(hydrate(rendered));
  // What the page's HTML was rendered from: hydration must see that, not an answer that came in since.
  const firstState = store.getState();
  checkSession(store, window.location.pathname);
  // Rendered once the page is here, so the first render is the page, as the server's was.
  await pageLoaded;
  const router = createBrowserRouter(routes, rendered ? { hydrationData: rendered.router } : {});
  renderApp(router, store, i18n, firstState);
}

void boot();
