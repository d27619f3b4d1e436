import { checkSession } from '../features/auth/useSessionCheck';
import { apiLanguage } from '../features/catalogue/useApiLanguage';
import { createI18n } from '../i18n/i18n';
import { prefetchPageData } from './pageData';
import { setupStore } from './store';

/**
 * The store and i18n, with the requests the first screen waits for already on their way: the
 * session check, whose answer decides what shows, and the landing page's catalogue data.
 */
export function startData() {
  const store = setupStore();
  const firstState = store.getState();
  checkSession(store, window.location.pathname);
  const i18n = createI18n();
  void prefetchPageData(store, window.location, apiLanguage(i18n));
  return { store, i18n, firstState };
}
