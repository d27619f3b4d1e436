import { SERVER_STATE_ID } from '../contract/firstScreen';
import { hydrate, type ServerState } from './api/hydrate';
import { renderApp } from './app/renderApp';
import { loadPage, loadRoute, routeAt } from './app/routes';
import { setupStore } from './app/store';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtimeConfig';
import { hasSignedInHint } from './features/auth/signedInHint';
import { checkSession } from './features/auth/useSessionCheck';
import { apiLanguage } from './features/catalogue/useApiLanguage';
import { createI18n } from './i18n/i18n';

/** The state the server rendered this page from (server/routes/spa/page-renderer.ts), if it did. */
function serverState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
}

/**
 * The store from the server's state, the session check, the page's module and its loader; then
 * the app renders or hydrates the page.
 */
async function boot(): Promise<void> {
  // The page's chunk downloads while the config (preloaded by the HTML) arrives.
  const page = loadRoute(routeAt(window.location.pathname).route);
  // Before anything can call an API: the config says where the APIs are.
  setRuntimeConfig(await loadRuntimeConfig());
  const store = setupStore();
  const rendered = serverState();
  if (rendered) store.dispatch(hydrate(rendered));
  // What the page's HTML was rendered from: hydration must see that, not an answer that came in since.
  const firstState = store.getState();
  checkSession(store, window.location.pathname);
  const i18n = createI18n();
  // Beside the session check rather than after it, and only with the signed-in hint: a visitor
  // without it (signed out, or on a CDN that cannot see the API's cookie) sends the check alone.
  // On a page the server rendered, its answers are in the store already (no request goes out),
  // and the loader still starts the code of the page's lazy parts (the film's log panel), which
  // hydrate once it is here.
  if (hasSignedInHint()) void loadPage(store.dispatch, window.location, apiLanguage(i18n));
  // Rendered once the page is here, so the first render is the page, as the server's was.
  await page;
  renderApp(store, i18n, firstState);
}

void boot();
