import type { i18n as I18n } from 'i18next';
import { SERVER_STATE_ID } from '../../contract/firstScreen';
import { hydrate, type ServerState } from '../api/hydrate';
import { checkSession } from '../features/auth/useSessionCheck';
import { apiLanguage } from '../features/catalogue/useApiLanguage';
import { createI18n } from '../i18n/i18n';
import { prefetchPageData } from './pageData';
import { type AppStore, setupStore } from './store';

/** The state the server rendered this page from (server/routes/spa/page-renderer.ts), if it did. */
function serverState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  return script?.textContent ? (JSON.parse(script.textContent) as ServerState) : null;
}

/**
 * The store, with the request the first screen waits for already on its way: the session check,
 * whose answer decides what shows, unless the server rendered the page and sent its state.
 * `firstState` is the store before any request: what the page's HTML was rendered from.
 */
export function startStore() {
  const store = setupStore();
  const rendered = serverState();
  if (rendered) store.dispatch(hydrate(rendered));
  const firstState = store.getState();
  checkSession(store, window.location.pathname);
  return { store, firstState };
}

/** i18n, and the landing page's catalogue data asked for in the reader's language. */
export function startTranslations(store: AppStore): I18n {
  const i18n = createI18n();
  void prefetchPageData(store, window.location, apiLanguage(i18n));
  return i18n;
}
