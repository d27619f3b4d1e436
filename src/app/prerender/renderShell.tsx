import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { movieDbApi } from '../../api/movieDbApi';
import { productApi } from '../../api/productApi';
import { createI18n, type Language, supportedLanguages } from '../../i18n/i18n';
import { EMOTION_KEY, PRERENDERED_IDS_ATTRIBUTE } from '../../theme/emotionCache';
import { PRERENDERED_MODE } from '../../theme/themeSlice';
import { loadPage, pageAt, pageNames } from '../pageChunks';
import { fallbackPage, hasSkeleton, pages } from '../pages';
import { AppProviders } from '../providers';
import { AppRoutes } from '../router';
import type { PosterSource } from '../../../contract/firstScreen';
import { type ShellName, shellFor, shells } from '../shells';
import { type AppStore, setupStore } from '../store';
import { FirstRenderProbe, probeSession } from './firstRenderProbe';
import { probeAnswers } from './probeAnswers';
import { themeVariablesTag } from './themeVariables';

/** Renders of the probe after each batch of answers: enough for a lazy part inside a lazy part to load and draw. */
const PROBE_RENDERS = 3;

/** The name emotion gives keyframes (`keyframes` in @emotion/react): they are not registered as classes are. */
const KEYFRAMES_PREFIX = 'animation-';

export interface RenderedShell {
  shell: ShellName;
  language: Language;
  /** The markup of #root. */
  html: string;
  /** <style> tags with the CSS the markup uses (both colour schemes), which the client's emotion cache knows (browserEmotionCache). */
  styleTags: string;
  /**
   * A <style> tag with the CSS the signed-in page's first full render adds (FirstRenderProbe), for
   * the end of the body: the first paint does not wait for it. Empty for a whole first screen.
   */
  firstRenderStyleTag: string;
}

/**
 * One <style> tag of prerendered styles. The app's own classes name their ids for the client's
 * cache (browserEmotionCache), which leaves the tag in place. A global style (the baseline,
 * keyframes) keeps emotion's attribute, by which its component finds it; `data-s` tells emotion's
 * first cache not to move it into <head> as well, once more than that component does.
 */
const styleTag = ({ key, ids, css }: { key: string; ids: string[]; css: string }) => {
  if (css === '') return '';
  const named = key === EMOTION_KEY ? `${PRERENDERED_IDS_ATTRIBUTE}="${ids.join(' ')}"` : `data-emotion="${key} ${ids.join(' ')}" data-s=""`;
  return `<style ${named}>${css}</style>`;
};

/** One shell in one language, rendered as a first visit's first render: fresh store, no session, no data. */
async function renderShell(shell: ShellName, language: Language, themeVariables: string): Promise<RenderedShell> {
  const { path } = shells[shell];
  // Settled before rendering: the router's lazy page then renders at once instead of its fallback.
  await loadPage(pageAt(path)?.name ?? fallbackPage);
  const i18n = createI18n({ lng: language });
  // The client's emotion cache has the same key, learns these styles' ids from the HTML and does not insert them again.
  const cache = createCache({ key: EMOTION_KEY });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const app = (store: AppStore, content: ReactNode) => (
    <CacheProvider value={cache}>
      <AppProviders store={store} i18n={i18n}>
        {content}
      </AppProviders>
    </CacheProvider>
  );
  const html = renderToString(
    app(
      setupStore({ theme: { mode: PRERENDERED_MODE } }),
      <StaticRouter location={path}>
        <AppRoutes />
      </StaticRouter>,
    ),
  );
  const chunks = extractCriticalToChunks(html);
  const styleTags = themeVariables + chunks.styles.map(styleTag).join('');
  if (shells[shell].whole) return { shell, language, html, styleTags, firstRenderStyleTag: '' };

  // The same cache: it now holds the skeleton's styles, and collects only what the probe adds,
  // first with the page's answers still loading, then after each batch of answers.
  const probeStore = setupStore({ theme: { mode: PRERENDERED_MODE }, session: probeSession });
  for (const answers of [[], ...probeAnswers(shell, language)]) {
    for (const answer of answers) await answer(probeStore.dispatch);
    // A lazy part of the page (the sections below a film) renders its fallback until its module
    // has loaded: a render starts the loading, a later one draws the part.
    for (let render = 0; render < PROBE_RENDERS; render++) {
      renderToString(app(probeStore, <FirstRenderProbe path={path} />));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  // The answers' removal timers (up to minutes) would keep the build's process alive.
  for (const api of [productApi, movieDbApi]) probeStore.dispatch(api.util.resetApiState());
  const inFirstScreen = new Set(chunks.styles.flatMap(({ ids }) => ids));
  // A class, or the keyframes one uses: the client's cache inserts a class's keyframes only with the class.
  const added = Object.keys(cache.inserted).filter(
    (id) =>
      !inFirstScreen.has(id) &&
      (cache.registered[`${cache.key}-${id}`] !== undefined || id.startsWith(KEYFRAMES_PREFIX)) &&
      typeof cache.inserted[id] === 'string',
  );
  const css = added.map((id) => cache.inserted[id]).join('');
  return { shell, language, html, styleTags, firstRenderStyleTag: styleTag({ key: cache.key, ids: added, css }) };
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
