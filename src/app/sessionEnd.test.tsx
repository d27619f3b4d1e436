import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { starWars } from '../testing/handlers/lists';
import { pageOf } from '../testing/handlers/movies';
import { authState, testUser } from '../testing/handlers/auth';
import { renderApp, signedInSession } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { renderTimeout } from '../testing/timeouts';
import { movieSearchPath } from '../config/paths';
import type { AppStore } from './store';

// Whole pages, two sign-ins and a debounced search: slow when the machine is busy.
jest.setTimeout(30_000);

const secondUser = { pk: 2, email: 'grace@example.com', password: 'another horse battery' };

/** Ada (the first user) has Star Wars among her favorites; nobody else has any; strangers get 401. */
function favoritesPerUser() {
  server.use(
    http.get('*/api/me/favorites/', () => {
      if (!authState.signedIn) return HttpResponse.json({ detail: 'Token is invalid or expired' }, { status: 401 });
      return HttpResponse.json(pageOf(authState.signedIn.pk === testUser.pk ? [starWars] : [], 1));
    }),
  );
}

type View = ReturnType<typeof renderApp>;

async function signIn({ user, location }: View, account: { email: string; password: string }) {
  await user.type(await screen.findByLabelText(/Email/, undefined, renderTimeout), account.email);
  await user.type(screen.getByLabelText(/Password/), account.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await waitFor(() => expect(location().pathname).toBe('/profile'), renderTimeout);
  await screen.findByRole('heading', { name: 'My Profile' }, renderTimeout);
}

async function searchFor({ user, location }: View, text: string) {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  await user.type(await screen.findByPlaceholderText('Enter your search'), text);
  // The whole text's search, not a pause's part of it: a slow machine may pause mid-word, and the
  // last search's navigation would then come after the test has moved on.
  await waitFor(() => expect(location().pathname + location().search).toBe(movieSearchPath(text)), renderTimeout);
  await screen.findByText('The Godfather: Part II', undefined, renderTimeout);
}

/** Every answer the two apis hold, as text: what a later person could be shown from the cache. */
const cachedAnswers = (store: AppStore) => JSON.stringify([store.getState().productApi.queries, store.getState().movieDbApi.queries]);

describe('the end of a session', () => {
  it('leaves nothing of the last person: search text, results or cached answers', async () => {
    authState.users = [testUser, secondUser];
    favoritesPerUser();
    const view = renderApp('/login');
    const { user, store, location } = view;

    await signIn(view, testUser);
    expect(await screen.findByRole('link', { name: 'Star Wars' }, renderTimeout)).toBeInTheDocument();
    await searchFor(view, 'godfather');
    expect(cachedAnswers(store)).toContain('The Godfather: Part II');

    await user.click(screen.getAllByRole('button', { name: 'Log out' })[0] as HTMLElement);
    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
    await signIn(view, secondUser);

    expect(await screen.findByText('You have no favorite movies yet.', undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Star Wars' })).not.toBeInTheDocument();
    expect(store.getState().search).toEqual({ open: false, movies: [], criteria: '', currentPage: 1, totalPages: 0 });
    expect(cachedAnswers(store)).not.toContain('Godfather');
    expect(cachedAnswers(store)).not.toContain('Star Wars');
    await view.navigate('/movieSearch');
    expect(screen.queryByText(/Godfather/)).not.toBeInTheDocument();
    expect(screen.queryByPlaceholderText('Enter your search')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByPlaceholderText('Enter your search')).toHaveValue('');
  });

  it('clears the same when the session expires', async () => {
    authState.signedIn = testUser;
    favoritesPerUser();
    const view = renderApp('/popular', { preloadedState: { session: signedInSession() } });
    const { store, location } = view;
    await searchFor(view, 'godfather');

    // The server forgets the session: the next product request gets 401 and the refresh fails.
    authState.signedIn = null;
    await view.navigate('/profile');

    await waitFor(() => expect(location().pathname).toBe('/login'), renderTimeout);
    expect(await screen.findByText('Session expired, please log in again.')).toBeInTheDocument();
    expect(store.getState().search.criteria).toBe('');
    await waitFor(() => expect(cachedAnswers(store)).not.toContain('Godfather'));
  });
});
