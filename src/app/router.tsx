import { lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { Layout } from './Layout';
import { GuestOnly } from '../features/auth/GuestOnly';
import { RequireAuth } from '../features/auth/RequireAuth';
import { loadedPage, loadPage, type PageModule, pageNames } from './pageChunks';
import { fallbackPage, type PageName, pages } from './pages';

/**
 * React.lazy suspends on a page's first render even when its chunk has already arrived, and
 * React then holds the page back until its fallback has shown for 300 ms. For a page whose
 * chunk is here (preloadPage fetched it at boot) lazy gets a thenable that is already settled,
 * which it reads at once; any other page waits for its chunk as usual.
 */
function lazyPage(name: PageName) {
  return lazy(() => {
    const loaded = loadedPage(name);
    return loaded ? settled(loaded) : loadPage(name);
  });
}

/** A thenable that calls back at once: React.lazy types it as a Promise but only calls `then`. */
const settled = (module: PageModule) =>
  ({ then: (resolve: (value: PageModule) => void) => resolve(module) }) as unknown as Promise<PageModule>;

const lazyPages = Object.fromEntries(pageNames.map((name) => [name, lazyPage(name)])) as Record<PageName, ReturnType<typeof lazyPage>>;

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
      { element: <RequireAuth />, children: [...routesOf('user'), { path: '*', element: <FallbackPage /> }] },
    ],
  },
];

/** The element `routes` (the app's by default) give for the current location. */
export function AppRoutes({ routes: table = routes }: { routes?: RouteObject[] }) {
  return useRoutes(table);
}
