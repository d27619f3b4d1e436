import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import type { i18n as I18n } from 'i18next';
import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SERVER_STATE_ID } from '../../contract/firstScreen';
import { signInHints } from '../config/runtimeConfig';
import { hasSignedInHint } from '../features/auth/signedInHint';
import { AppProviders } from './providers';
import { EMOTION_KEY } from '../theme/emotionCache';
import type { AppStore, RootState } from './store';

/** The head script (src/headScript) hides a page prerendered in another language than the reader's until this. */
function RevealPage() {
  useLayoutEffect(() => {
    document.documentElement.classList.remove('language-pending');
  }, []);
  return null;
}

/**
 * Whether #root holds, in the reader's language, exactly what the app renders first here: a page
 * the server rendered with the reader's data and its router state, which came with it
 * (src/main.tsx), or a prerendered
 * account form (`data-whole`, scripts/prerender.mjs), which is the app's first screen unless the
 * signed-in hint makes it check the session first (GuestOnly). The frame's HTML is not hydrated:
 * by the time React starts, the session and the page's data have usually arrived, and hydration
 * would render the spinner as it was and then the whole page in one synchronous task, where a
 * transition renders it in slices.
 */
function hydratable(container: HTMLElement, i18n: I18n): boolean {
  const { whole, language, shell } = container.dataset;
  if (language !== i18n.resolvedLanguage) return false;
  // The build drew the register form with sign-up open; where it is off the app draws the providers
  // alone (AuthCard), which this server renders itself, but a static host sends the build's form.
  const drawnAsBuilt = shell !== 'register' || !signInHints().signUpClosed;
  return document.getElementById(SERVER_STATE_ID) !== null || (whole !== undefined && !hasSignedInHint() && drawnAsBuilt);
}

/**
 * Hydrates the server's page or a prerendered account form when it is what the app would render,
 * else renders over the frame's HTML (React replaces it in one commit, so it shows until then).
 * `firstState` is the store before any request: the HTML was rendered from such a state, and
 * hydration must see that, not an answer that came in since.
 */
export function renderApp(router: DataRouter, store: AppStore, i18n: I18n, firstState: RootState): void {
  // Every page has it: the template's root slot is filled with it (rootElement, server/routes/spa/page-html.ts), and the offline and development pages are written with it (webpack.config.ts).
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      {/* With the server's key: emotion takes the HTML's style tags over (MUI's server-rendering guide). */}
      <CacheProvider value={createCache({ key: EMOTION_KEY })}>
        <AppProviders store={store} i18n={i18n} serverState={firstState} phoneGuess={'phone' in container.dataset}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
      <RevealPage />
    </StrictMode>
  );
  if (hydratable(container, i18n)) {
    // In a transition, hydration too runs in slices; typing meanwhile stays in the uncontrolled inputs.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that blocks input.
  startTransition(() => root.render(app));
}
