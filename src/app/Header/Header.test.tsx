import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import { Header } from './Header';

describe('Header signed out', () => {
  it('offers Register and Login in English', () => {
    renderWithProviders(<Header />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Movie Browser' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: /^Language/ })).toHaveTextContent('EN');
    expect(screen.getByRole('button', { name: 'Switch to dark theme' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log out' })).not.toBeInTheDocument();
  });

  it('offers the same in Spanish', () => {
    renderWithProviders(<Header />, { language: 'es', route: '/register' });
    expect(screen.getByRole('link', { name: 'Registrarse' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('button', { name: /^Idioma/ })).toHaveTextContent('ES');
  });

  it('offers sign-in on a signed-in page while the session is checked, when no session was held', () => {
    renderWithProviders(<Header />, { route: '/profile' });
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument();
  });

  it('shows the signed-in links while the session is checked, when the signed-in hint says one was held', () => {
    document.cookie = 'signed_in=1; Path=/';
    try {
      renderWithProviders(<Header />, { route: '/profile' });
      expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
      expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    } finally {
      document.cookie = 'signed_in=; Max-Age=0; Path=/';
    }
  });

  it('switches the language from the dropdown', async () => {
    const { user } = renderWithProviders(<Header />, { route: '/login' });
    await user.click(screen.getByRole('button', { name: /^Language/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'English' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Spanish' }));

    expect(screen.getByRole('button', { name: /^Idioma/ })).toHaveTextContent('ES');
    expect(screen.getByRole('link', { name: 'Registrarse' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    await user.click(screen.getByRole('button', { name: /^Idioma/ }));
    expect(await screen.findByRole('menuitem', { name: 'Inglés' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Español' })).toBeInTheDocument();
  });
});

describe('Header signed in', () => {
  const preloadedState = { session: signedInSession() };

  it('shows Home, Profile, search and Log out in English', () => {
    renderWithProviders(<Header />, { preloadedState });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('shows the same in Spanish', () => {
    renderWithProviders(<Header />, { preloadedState, language: 'es' });
    expect(screen.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Perfil' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
  });

  it('toggles a focused search input whose text goes to the search slice', async () => {
    const { user, store } = renderWithProviders(<Header />, { preloadedState });
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const input = await screen.findByPlaceholderText('Enter your search');
    expect(input).toHaveFocus();
    await user.type(input, 'alien');
    expect(store.getState().search.criteria).toBe('alien');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.queryByPlaceholderText('Enter your search')).not.toBeInTheDocument();
  });

  it('makes the search toggle a link to the search page, for a click before the app runs or without it', async () => {
    const { user, location } = renderWithProviders(<Header />, { preloadedState, route: '/popular' });
    const toggle = screen.getByRole('button', { name: 'Search' });
    expect(toggle).toHaveAttribute('href', '/movieSearch');
    await user.click(toggle);
    expect(await screen.findByPlaceholderText('Enter your search')).toBeInTheDocument();
    expect(location().pathname).toBe('/popular');
    await user.click(toggle);
    expect(screen.queryByPlaceholderText('Enter your search')).not.toBeInTheDocument();
    await user.keyboard(' ');
    expect(await screen.findByPlaceholderText('Enter your search')).toBeInTheDocument();
  });

  it('logs out through the API, clears the session and goes to /login', async () => {
    const logout = jest.fn();
    server.use(
      http.post('*/api/auth/logout/', () => {
        logout();
        return HttpResponse.json({ detail: 'Successfully logged out.' });
      }),
    );
    const { user, store, location } = renderWithProviders(<Header />, { preloadedState, route: '/profile' });
    const button = screen.getByRole('button', { name: 'Log out' });
    // Before the scripts run, the same button posts its form to the server, which signs out too.
    expect(button.closest('form')).toHaveAttribute('action', '/api/auth/logout/');
    expect(button.closest('form')).toHaveAttribute('method', 'post');
    await user.click(button);

    expect(logout).toHaveBeenCalledTimes(1);
    expect(store.getState().session).toMatchObject({ isAuthenticated: false, user: null, key: null });
    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
  });

  it('collapses the links into a menu for narrow screens', async () => {
    const { user } = renderWithProviders(<Header />, { preloadedState });
    await user.click(screen.getByRole('button', { name: 'Open navigation menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument();
  });
});
