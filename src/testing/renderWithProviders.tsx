import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useEffect } from 'react';
import { type Location, MemoryRouter, type NavigateFunction, type RouteObject, useLocation, useNavigate } from 'react-router';
import { AppProviders } from '../app/providers';
import { AppRoutes, routes as appRoutes } from '../app/routes';
import { type AppStore, type RootState, setupStore } from '../app/store';
import type { CurrentUser } from '../../contract/auth';
import { initialSessionState, type SessionState } from '../features/auth/sessionSlice';
import { createI18n, type Language } from '../i18n/i18n';
import { TEST_API_KEY, TEST_KEY, testUser } from './handlers/auth';

interface RenderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
  language?: Language;
}

/** Reports each location the router goes to, and how to navigate, so a test can see where navigation led and go back. */
function RouterProbe({ onChange }: { onChange: (location: Location, navigate: NavigateFunction) => void }) {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    onChange(location, navigate);
  }, [location, navigate, onChange]);
  return null;
}

function renderRouter(routes: RouteObject[], { preloadedState, store = setupStore(preloadedState), route = '/', language = 'en' }: RenderOptions) {
  const i18n = createI18n({ lng: language });
  let current: { location: Location; navigate: NavigateFunction } | null = null;
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <AppRoutes routes={routes} />
        <RouterProbe onChange={(location, navigate) => (current = { location, navigate })} />
      </MemoryRouter>
    </AppProviders>,
  );
  const router = () => {
    if (!current) throw new Error('the router has not rendered yet');
    return current;
  };
  /** The router's location now. */
  const location = (): Location => router().location;
  /** Navigates as a link or the browser's back button would (-1 is back). */
  const navigate = (to: string | number) => act(async () => void (typeof to === 'number' ? router().navigate(to) : router().navigate(to)));
  return { ...view, store, i18n, location, navigate, user };
}

/** Renders one element with a fresh store, translations, theme, notifications and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the whole app (layout, guards, lazy pages) at `route`. */
export function renderApp(route: string, options: Omit<RenderOptions, 'route'> = {}) {
  return renderRouter(appRoutes, { ...options, route });
}

const testSessionUser: CurrentUser = { pk: testUser.pk, email: testUser.email, profile_picture: null, api_key: TEST_API_KEY };

/** The session of a user who is signed in and whose profile is loaded. */
export function signedInSession(overrides: Partial<SessionState> = {}): SessionState {
  return {
    ...initialSessionState,
    isAuthenticated: true,
    loading: false,
    user: testSessionUser,
    key: TEST_KEY,
    api_key: TEST_API_KEY,
    ...overrides,
  };
}
