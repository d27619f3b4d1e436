import type { i18n as I18n } from 'i18next';
import { checkSession } from '../features/auth/useSessionCheck';
import { apiLanguage } from '../features/catalogue/useApiLanguage';
import { createI18n } from '../i18n/i18n';
import { prefetchPageData } from './pageData';
import { type AppStore, setupStore } from './store';

/**
 * The store, with the request the first screen waits for already on its way: the session check,
 * whose answer decides what shows. `firstState` is the store before any request.
 */
export function startStore() {
  const store = setupStore();
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
