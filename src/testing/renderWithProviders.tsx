import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes as appRoutes } from '../app/router';
import { type AppStore, type RootState, setupStore } from '../app/store';
import type { User } from '../features/auth/authApi';
import { initialSessionState, type SessionState } from '../features/auth/sessionSlice';
import { createI18n, type Language } from '../i18n/i18n';
import { TEST_API_KEY, TEST_KEY, testUser } from './handlers/auth';

export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the memory router starts at. */
  route?: string;
  language?: Language;
}

function renderRouter(routes: RouteObject[], { preloadedState, store = setupStore(preloadedState), route = '/', language = 'en' }: RenderOptions) {
  const i18n = createI18n({ lng: language });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, i18n, router, user };
}

/** Renders one element with a fresh store, translations, theme, notifications and a router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  return renderRouter([{ path: '*', element: ui }], options);
}

/** Renders the whole app (layout, guards, lazy pages) at `route`. */
export function renderApp(route: string, options: Omit<RenderOptions, 'route'> = {}) {
  return renderRouter(appRoutes, { ...options, route });
}

export const testSessionUser: User = { pk: testUser.pk, email: testUser.email, profile_picture: null, api_key: TEST_API_KEY };

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
