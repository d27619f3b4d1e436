import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { createMemoryRouter, type Location, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers';
import { appRoutes } from '../app/routes';
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

function renderRouter(routesOf: (store: AppStore, i18n: I18n) => RouteObject[], { preloadedState, store = setupStore(preloadedState), route = '/', language = 'en' }: RenderOptions) {
  const i18n = createI18n({ lng: language });
  const router = createMemoryRouter(routesOf(store, i18n), { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  /** The router's location now. */
  const location = (): Location => router.state.location;
  /** Navigates as a link or the browser's back button would (-1 is back). */
  const navigate = (to: string | number) => act(async () => void (typeof to === 'number' ? router.navigate(to) : router.navigate(to)));
  return { ...view, store, i18n, location, navigate, user };
}

/** Renders one element with a fresh store, translations, theme, notifications and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter(() => [{ path: '*', element: ui }], options);
}

/** Renders the whole app (layout, guards, lazy pages) at `route`. */
export function renderApp(route: string, options: Omit<RenderOptions, 'route'> = {}) {
  return renderRouter((store, i18n) => appRoutes({ store, i18n }), { ...options, route });
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
