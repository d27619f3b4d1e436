import { type ComponentType, lazy } from 'react';
import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { Layout } from './Layout';
import { LoadingFallback } from '../components/LoadingFallback';
import { PageLoadFailed } from '../components/PageLoadFailed';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { loadedPage, loadPage, type PageModule, pageAt, pageNames } from './pageChunks';
import { fallbackPage, hasSkeleton, type PageName, pages } from './pages';

/**
 * React.lazy suspends on a page's first render even when its chunk has already arrived, and
 * React then holds the page back until its fallback has shown for 300 ms. For a page whose
 * chunk is here (preloadPage fetched it at boot) lazy gets a thenable that is already settled,
 * which it reads at once; any other page waits for its chunk as usual. A chunk that does not
 * arrive gives PageLoadFailed, rather than an error that would take the whole app off the screen.
 */
function lazyFromPage(name: PageName, pick: (module: PageModule) => ComponentType) {
  const component = (module: PageModule) => ({ default: pick(module) });
  return lazy(() => {
    const loaded = loadedPage(name);
    // React keeps what a lazy component gave: a page whose chunk failed stays PageLoadFailed until a reload.
    return loaded ? settled(component(loaded)) : loadPage(name).then(component, () => ({ default: PageLoadFailed }));
  });
}

/** A thenable that calls back at once: React.lazy types it as a Promise but only calls `then`. */
const settled = <T,>(value: T) => ({ then: (resolve: (settledValue: T) => void) => resolve(value) }) as unknown as Promise<T>;

const lazyPages = Object.fromEntries(pageNames.map((name) => [name, lazyFromPage(name, (module) => module.default)])) as Record<
  PageName,
  ReturnType<typeof lazyFromPage>
>;

const lazySkeletons = Object.fromEntries(
  pageNames.filter(hasSkeleton).map((name) => [name, lazyFromPage(name, (module) => ('Skeleton' in module ? module.Skeleton : LoadingFallback))]),
) as Partial<Record<PageName, ReturnType<typeof lazyFromPage>>>;

/** While the session is checked: the skeleton of the page at this path if it has one, else the spinner. */
function PageSkeleton() {
  const Skeleton = lazySkeletons[pageAt(useLocation().pathname)?.name ?? fallbackPage];
  return Skeleton ? <Skeleton /> : <LoadingFallback />;
}

type Access = 'guest' | 'user' | 'open';
const accessOf = (name: PageName): Access => ('open' in pages[name] ? 'open' : pages[name].guest ? 'guest' : 'user');

function routesOf(access: Access): RouteObject[] {
  return pageNames
    .filter((name) => accessOf(name) === access)
    .flatMap((name) => {
      const Page = lazyPages[name];
      return pages[name].paths.map((path) => ({ path, element: <Page /> }));
    });
}

const FallbackPage = lazyPages[fallbackPage];

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      ...routesOf('open'),
      { element: <GuestOnly />, children: routesOf('guest') },
      { element: <RequireAuth checking={<PageSkeleton />} />, children: [...routesOf('user'), { path: '*', element: <FallbackPage /> }] },
    ],
  },
];

/** The element `routes` (the app's by default) give for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}
