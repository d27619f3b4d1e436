import { matchPath } from 'react-router';
import { fallbackPage, type PageName, pages } from './pages';

export type PageModule = Awaited<ReturnType<(typeof pages)[PageName]['load']>>;

/** Pages whose chunk has arrived. */
const loadedPages = new Map<PageName, PageModule>();

/** The page's module once its chunk has arrived, else undefined. */
export const loadedPage = (name: PageName): PageModule | undefined => loadedPages.get(name);

export const loadPage = (name: PageName): Promise<PageModule> =>
  pages[name].load().then((module: PageModule) => {
    loadedPages.set(name, module);
    return module;
  });

/**
 * Starts downloading the chunk of the page at `pathname` (unknown paths show the popular page),
 * so it arrives while the runtime config and the session check are still on the way instead of
 * after them.
 */
export function preloadPage(pathname: string): void {
  const name = (Object.keys(pages) as PageName[]).find((candidate) => pages[candidate].paths.some((pattern) => matchPath(pattern, pathname)));
  // A failed download shows up where the page renders (its lazy import retries and throws there).
  loadPage(name ?? fallbackPage).catch(() => undefined);
}
