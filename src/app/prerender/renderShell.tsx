import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n, type Language, supportedLanguages } from '../../i18n/i18n';
import { EMOTION_KEY } from '../../theme/emotionCache';
import { PRERENDERED_MODE } from '../../theme/themeSlice';
import { loadPage, pageAt, pageNames } from '../pageChunks';
import { fallbackPage, hasSkeleton, pages } from '../pages';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';
import type { PosterSource } from '../../../contract/firstScreen';
import { type ShellName, shellFor, shells } from '../shells';
import { setupStore } from '../store';
import { themeVariablesTag } from './themeVariables';

export interface RenderedShell {
  shell: ShellName;
  language: Language;
  /** The markup of #root. */
  html: string;
  /** <style> tags with the theme's variables and the CSS the markup uses, as emotion's server helpers write them. */
  styleTags: string;
}

/** One shell in one language, rendered as a first visit's first render: fresh store, no session, no data. */
async function renderShell(shell: ShellName, language: Language, themeVariables: string): Promise<RenderedShell> {
  const { path } = shells[shell];
  // Settled before rendering: the router's lazy page then renders at once instead of its fallback.
  await loadPage(pageAt(path)?.name ?? fallbackPage);
  const i18n = createI18n({ lng: language });
  // One cache per render, with the client's key: the client's cache takes these tags over (MUI's server-rendering guide).
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders store={setupStore({ theme: { mode: PRERENDERED_MODE } })} i18n={i18n}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { shell, language, html, styleTags: themeVariables + constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** Each skeleton shell whose poster slots our server fills, and from what (a page's `posters`). */
function posterSources(): Partial<Record<ShellName, PosterSource>> {
  return Object.fromEntries(
    pageNames.flatMap((name) => {
      const definition = pages[name];
      return hasSkeleton(name) && 'posters' in definition ? [[name, definition.posters]] : [];
    }),
  );
}

/** Every shell in every language, and which paths show which shell (the server's shells.json). */
export async function renderShells() {
  const rendered: RenderedShell[] = [];
  const themeVariables = themeVariablesTag();
  for (const language of supportedLanguages) {
    for (const shell of Object.keys(shells) as ShellName[]) rendered.push(await renderShell(shell, language, themeVariables));
  }
  const routes = pageNames.map((name) => ({ paths: [...pages[name].paths], shell: shellFor(name, false), signedInShell: shellFor(name, true) }));
  const fallback = { shell: shellFor(fallbackPage, false), signedInShell: shellFor(fallbackPage, true) };
  const selfLoadingShells = (Object.keys(shells) as ShellName[]).filter((shell) => shells[shell].selfLoading);
  const wholeShells = (Object.keys(shells) as ShellName[]).filter((shell) => shells[shell].whole);
  return { rendered, routes, fallback, selfLoadingShells, wholeShells, posterSources: posterSources() };
}
