import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { hasSignedInHint } from '../features/auth/signedInHint';
import { AppProviders } from './providers';
import { AppRoutes } from './router';
import { shellAt } from './shells';
import type { AppStore, RootState } from './store';

/** index.html's first-paint script hides a page prerendered in another language than the reader's until this. */
function RevealPage() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove('language-pending');
  }, []);
  return null;
}

/**
 * Whether #root holds the prerendered HTML of exactly what the app renders first here: the
 * same shell (scripts/prerender.mjs writes its name) in the same language.
 */
function prerenderedFor(container: HTMLElement, i18n: I18n): boolean {
  const { shell, language } = container.dataset;
  return shell !== undefined && shell === shellAt(window.location.pathname, hasSignedInHint()) && language === i18n.resolvedLanguage;
}

/**
 * Hydrates the prerendered first screen when it is what the app would render, else renders
 * over it (React replaces it in one commit, so it shows until then). `firstState` is the store
 * before any request: the prerendered HTML was rendered from such a state, and hydration must
 * see that, not an answer that came in since.
 */
export function renderApp(store: AppStore, i18n: I18n, firstState: RootState): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const app = (
    <StrictMode>
      <AppProviders store={store} i18n={i18n} serverState={firstState}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <RevealPage />
    </StrictMode>
  );
  if (prerenderedFor(container, i18n)) {
    hydrateRoot(container, app);
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that blocks input.
  startTransition(() => root.render(app));
}
