import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { createI18n, type Language, supportedLanguages } from '../../i18n/i18n';
import { EMOTION_KEY } from '../../theme/emotionCache';
import { PRERENDERED_MODE } from '../../theme/themeSlice';
import { AppProviders } from '../providers';
import { AppRoutes, fallbackRoute, loadRoute, pageRoutes, routeAt } from '../routes';
import { setupStore } from '../store';
import { themeVariablesTag } from './themeVariables';

/**
 * The first screens the build prerenders (scripts/prerender.mjs), in each language: the account
 * forms, which are a signed-out visitor's whole first screen (the app hydrates them), and the
 * frame (header and spinner), which every other page shows until the app has checked the
 * session, wherever the server does not render the page itself (a CDN, a session that does not
 * answer). Each is rendered from the app's own components with a store as fresh as a first
 * visit's, so the client's first render is the same markup.
 */
const shellPaths = {
  ...Object.fromEntries(pageRoutes.filter(({ access }) => access === 'guest').flatMap(({ id, paths }) => paths.map((path) => [id, path]))),
  // Any signed-in page: without a session, the frame is what it shows.
  layout: fallbackRoute.paths[0],
} as Record<string, string>;

export interface RenderedShell {
  shell: string;
  language: Language;
  /** The markup of #root. */
  html: string;
  /** <style> tags with the theme's variables and the CSS the markup uses, as emotion's server helpers write them. */
  styleTags: string;
}

/** One shell in one language, rendered as a first visit's first render: fresh store, no session, no data. */
async function renderShell(shell: string, language: Language, themeVariables: string): Promise<RenderedShell> {
  const path = shellPaths[shell]!;
  // Here before rendering: the page renders at once, as the app's first render does.
  await loadRoute(routeAt(path).route);
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

/** Every shell in every language, and each page's paths and access (the server's shells.json). */
export async function renderShells() {
  const rendered: RenderedShell[] = [];
  const themeVariables = themeVariablesTag();
  for (const language of supportedLanguages) {
    for (const shell of Object.keys(shellPaths)) rendered.push(await renderShell(shell, language, themeVariables));
  }
  const routes = pageRoutes.map(({ id, paths, access }) => ({ id, paths: [...paths], access }));
  return { rendered, routes, fallback: fallbackRoute.id };
}
