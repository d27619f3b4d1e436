import { fallbackPage, hasSkeleton, type PageName, pages, type SkeletonPage } from './pages';
import { pageAt, pageNames } from './pageChunks';


/** A path of the page's first pattern, its parameters filled: a skeleton reads none. */
const samplePath = (name: PageName) => pages[name].paths[0].replace(/:[^/]+/g, '1');

/** A signed-in page without a skeleton: the frame is rendered at its path, so it shows the spinner. */
const framePage = pageNames.find((name) => !('open' in pages[name]) && !pages[name].guest && !hasSkeleton(name));
if (!framePage) throw new Error('src/app/pages.ts has no signed-in page without a skeleton to render the frame at');

/**
 * The first screens the build prerenders to HTML (scripts/prerender.mjs), one file each per
 * language: the two account forms; the skeleton of each signed-in page that has one (its title
 * and its content's shape, shown while the session is checked and the page's answers come); and
 * the frame (header and spinner) every other page shows meanwhile. Each is rendered from the
 * app's own components with a store as fresh as a first visit's, so the client's first render
 * is the same markup.
 *
 * `whole`: the HTML is the whole first screen (a form that takes typing), so React hydrates it
 * and its scripts start after the first paint. A skeleton or the frame is only a placeholder for
 * a page the scripts render from API answers: React renders that page over it in a transition
 * instead (docs/ARCHITECTURE.md, "First paint").
 *
 * `selfLoading`: the HTML starts its scripts (the page's own chunks first) one frame after its
 * first paint instead of in the head, so nothing competes with painting it: the forms and the
 * skeletons, whose title is in the first paint. The frame keeps its scripts in the head.
 */
interface Shell {
  path: string;
  whole: boolean;
  selfLoading: boolean;
}

export const shells: Record<'login' | 'register' | 'layout' | SkeletonPage, Shell> = {
  login: { path: '/login', whole: true, selfLoading: true },
  register: { path: '/register', whole: true, selfLoading: true },
  layout: { path: samplePath(framePage), whole: false, selfLoading: false },
  ...(Object.fromEntries(pageNames.filter(hasSkeleton).map((name) => [name, { path: samplePath(name), whole: false, selfLoading: true }])) as Record<
    SkeletonPage,
    Shell
  >),
};

export type ShellName = keyof typeof shells;

const isShell = (name: string): name is ShellName => name in shells;

/**
 * The shell whose HTML is what the app first renders at `pathname`, or null where no shell
 * is (a shared list renders its page at once). A guest page with the signed-in hint shows the
 * frame and its spinner while the session is checked (GuestOnly); a signed-in page its skeleton
 * when the reader has the hint (without it, the app goes to /login at once), else the frame.
 * The server picks the HTML it sends by the same rule (the build writes it to shells.json).
 */
export function shellFor(page: PageName, signedInHint: boolean): ShellName | null {
  const definition = pages[page];
  if ('open' in definition) return null;
  if (definition.guest && !signedInHint && isShell(page)) return page;
  if (!definition.guest && signedInHint && hasSkeleton(page)) return page;
  return 'layout';
}

export const shellAt = (pathname: string, signedInHint: boolean): ShellName | null =>
  shellFor(pageAt(pathname)?.name ?? fallbackPage, signedInHint);
