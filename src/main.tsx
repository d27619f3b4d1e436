import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { prefetchPageData } from './app/pageData';
import { createAppRouter, preloadPage } from './app/router';
import { setupStore } from './app/store';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtimeConfig';
import { checkSession } from './features/auth/useSessionCheck';
import { apiLanguage } from './features/browse/useApiLanguage';
import { createI18n } from './i18n/i18n';

async function boot(): Promise<void> {
  // The page's own chunk needs no config: it downloads while the config (preloaded by index.html) arrives.
  preloadPage(window.location.pathname);
  // Before anything can call an API: the config says where the APIs are.
  setRuntimeConfig(await loadRuntimeConfig());
  const store = setupStore();
  // Its answer decides what the first screen shows: asked now, it travels while React renders.
  checkSession(store, window.location.pathname);
  const i18n = createI18n();
  prefetchPageData(store, window.location, apiLanguage(i18n));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  const root = createRoot(container);
  // A transition renders in slices that yield to the browser, instead of one long task that blocks input.
  startTransition(() => {
    root.render(
      <StrictMode>
        <AppProviders store={store} i18n={i18n}>
          <RouterProvider router={createAppRouter()} />
        </AppProviders>
      </StrictMode>,
    );
  });
}

void boot();
