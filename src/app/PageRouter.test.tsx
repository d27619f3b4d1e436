import { act, render, screen } from '@testing-library/react';
import { lazy, use } from 'react';
import { type RouteObject, UNSAFE_createMemoryHistory as createMemoryHistory, useSearchParams } from 'react-router';
import { signedInSession } from '../testing/renderWithProviders';
import { createI18n } from '../i18n/i18n';
import { Layout } from './Layout';
import { PageRouter } from './PageRouter';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';
import { setupStore } from './store';

/** A page whose chunk arrives when the test says so. */
function slowPage() {
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const Page = lazy(() => arrived.then(() => ({ default: () => <h1>Next page</h1> })));
  return { Page, arrive };
}

function renderAt(path: string, routes: RouteObject[]) {
  const history = createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(
    <AppProviders store={setupStore({ session: signedInSession() })} i18n={createI18n({ lng: 'en' })}>
      <PageRouter history={history}>
        <AppRoutes routes={routes} />
      </PageRouter>
    </AppProviders>,
  );
  return history;
}

const tallPage = (name: string) => <h1 style={{ height: 5000 }}>{name}</h1>;

describe('PageRouter', () => {
  const scrollTo = jest.fn((_x: number, y: number) => {
    window.scrollY = y;
  });
  beforeEach(() => {
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.scrollY = 0;
    scrollTo.mockClear();
  });

  it('keeps the page being left from taking input and shows progress until the next page has arrived', async () => {
    const next = slowPage();
    const history = renderAt('/login', [
      {
        element: <Layout />,
        children: [
          { path: '/login', element: <input aria-label="Email" /> },
          { path: '/register', element: <next.Page /> },
        ],
      },
    ]);
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');

    await act(async () => history.push('/register'));

    // The login form is still on screen while the next page's chunk loads, but inert.
    expect(screen.getByLabelText('Email').closest('main')).toHaveAttribute('inert');
    expect(screen.getByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();

    await act(async () => next.arrive());
    expect(await screen.findByRole('heading', { name: 'Next page' })).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveAttribute('inert');
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
  });

  it("keeps the page usable while a new query of the same page renders: what is typed meanwhile lands in it", async () => {
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    function Filters() {
      const [search] = useSearchParams();
      // A query whose render waits (a busy phone, a slow part): the old one stays on screen.
      if (search.get('from') === '1985') use(answered);
      return <input aria-label="To year" />;
    }
    const history = renderAt('/movies', [{ element: <Layout />, children: [{ path: '/movies', element: <Filters /> }] }]);

    await act(async () => history.push('/movies?from=1985'));

    expect(screen.getByLabelText('To year').closest('main')).not.toHaveAttribute('inert');
    expect(screen.queryByRole('progressbar', { name: 'Loading...' })).not.toBeInTheDocument();
    await act(async () => answer());
  });

  it('opens a new entry at the top and goes back to where the reader was', async () => {
    const history = renderAt('/popular', [
      {
        element: <Layout />,
        children: [
          { path: '/popular', element: tallPage('Popular') },
          { path: '/movie/:id', element: tallPage('Film') },
        ],
      },
    ]);
    window.scrollY = 1200;

    await act(async () => history.push('/movie/1'));
    expect(await screen.findByRole('heading', { name: 'Film' })).toBeInTheDocument();
    expect(window.scrollY).toBe(0);

    await act(async () => history.go(-1));
    expect(await screen.findByRole('heading', { name: 'Popular' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1200);
  });
});
