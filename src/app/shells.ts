import { fallbackPage, type PageName, pages } from './pages';
import { pageAt } from './pageChunks';

/**
 * The first screens the build prerenders to HTML (scripts/prerender.mjs), one file each per
 * language: the two account forms, and the frame every other page shows while the session
 * check runs (header and spinner). Each is rendered from the app's own components with a
 * store as fresh as a first visit's, so the client's first render is the same markup.
 *
 * `whole`: the HTML is the whole first screen (a form that takes typing), so React hydrates it
 * and its scripts start after the first paint. The frame is only a placeholder for a page the
 * scripts render from API answers: React renders that page over it in a transition instead
 * (docs/ARCHITECTURE.md, "First paint").
 */
export const shells = {
  login: { path: '/login', whole: true },
  register: { path: '/register', whole: true },
  layout: { path: '/', whole: false },
} as const;

export type ShellName = keyof typeof shells;

const isShell = (name: string): name is ShellName => name in shells;

/**
 * The shell whose HTML is what the app first renders at `pathname`, or null where no shell
 * is (a shared list renders its page at once). A guest page with the signed-in hint shows the
 * frame and its spinner while the session is checked (GuestOnly), like every signed-in page.
 * The server picks the HTML it sends by the same rule (the build writes it to shells.json).
 */
export function shellFor(page: PageName, signedInHint: boolean): ShellName | null {
  const definition = pages[page];
  if ('open' in definition) return null;
  if (definition.guest && !signedInHint && isShell(page)) return page;
  return 'layout';
}

export const shellAt = (pathname: string, signedInHint: boolean): ShellName | null =>
  shellFor(pageAt(pathname)?.name ?? fallbackPage, signedInHint);
