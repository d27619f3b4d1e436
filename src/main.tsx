import { preloadPage } from './app/pageChunks';
import { loadRuntimeConfig, setRuntimeConfig } from './config/runtimeConfig';
import { warmIntlFormats } from './i18n/warmIntlFormats';

/** Lets the browser run other tasks (input, network callbacks, paint) before going on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Boot in short tasks rather than one long one. Eager imports are in the entry's chunks already
 * (no request), but their modules only run when imported: running every library at once, then
 * the store, then the first render, was a task long enough to block input on a phone.
 */
async function boot(): Promise<void> {
  // This script's own modules ran in the task that evaluated it: each stage below starts a task of its own.
  await nextTask();
  // The store's, the APIs' and i18n's modules, which every page's modules import: Redux Toolkit's
  // own modules first, then the two APIs it builds, then the rest.
  await import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  await Promise.all([import(/* webpackMode: "eager" */ './api/productApi'), import(/* webpackMode: "eager" */ './api/movieDbApi')]);
  await nextTask();
  const { startStore, startTranslations } = await import(/* webpackMode: "eager" */ './app/startData');
  await nextTask();
  // MUI's styling engine (emotion), which every page's components are made with.
  await import(/* webpackMode: "eager", webpackExports: ["styled"] */ '@mui/material/styles');
  await nextTask();
  // The page's own chunk needs no config: it downloads while the config (preloaded by index.html)
  // arrives. The prerendered HTML lists the page's chunks before this one: then its import resolves
  // at once, and its modules run here.
  preloadPage(window.location.pathname);
  // Before anything can call an API: the config says where the APIs are.
  setRuntimeConfig(await loadRuntimeConfig());
  await nextTask();
  const { store, firstState } = startStore();
  await nextTask();
  const i18n = startTranslations(store);
  warmIntlFormats(i18n);
  await nextTask();
  // MUI's theme, built when its module runs, is most of what the first render needs beyond the libraries.
  await import(/* webpackMode: "eager" */ './theme/AppThemeProvider');
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './app/renderApp');
  await nextTask();
  renderApp(store, i18n, firstState);
}

void boot();
