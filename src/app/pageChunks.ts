import { matchPath, type Params } from 'react-router';
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

export const pageNames = Object.keys(pages) as PageName[];

/** The page one of whose paths `pathname` matches, with the path's parameters; undefined for an unknown path. */
export function pageAt(pathname: string): { name: PageName; params: Params } | undefined {
  for (const name of pageNames) {
    for (const pattern of pages[name].paths) {
      const match = matchPath(pattern, pathname);
      if (match) return { name, params: match.params };
    }
  }
  return undefined;
}

/**
 * Starts downloading the chunk of the page at `pathname` (unknown paths show the popular page),
 * so it arrives while the runtime config and the session check are still on the way instead of
 * after them.
 */
export function preloadPage(pathname: string): void {
  // A failed download shows up where the page renders (its lazy import retries and throws there).
  loadPage(pageAt(pathname)?.name ?? fallbackPage).catch(() => undefined);
}
