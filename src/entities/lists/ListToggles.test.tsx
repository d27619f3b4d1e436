import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { harrisonFord, listsState, resetListsState, spaceOdyssey, starWars } from '../../testing/handlers/lists';
import { server } from '../../testing/server';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FavoriteActorToggle, ListMembershipProvider, MovieListToggles } from '.';

const ford = harrisonFord;
const preloadedState = { session: signedInSession() };

/** A toggle as pages show them, under the provider of the list ids. */
const renderToggle = (toggle: ReactElement, options: Parameters<typeof renderWithProviders>[1]) =>
  renderWithProviders(<ListMembershipProvider>{toggle}</ListMembershipProvider>, options);

/** The star as a cast list shows it, with the list's `t`. */
function Star({ person }: { person: typeof harrisonFord }) {
  const { t } = useTranslation();
  return <FavoriteActorToggle person={person} t={t} />;
}

/** Generous waits: on a loaded machine the list ids can take longer than the default second. */
const patient = { timeout: 5000 };

async function readyButton(name: string) {
  const button = await screen.findByRole('button', { name }, patient);
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'false'), patient);
  return button;
}

/** A PUT/DELETE that only answers when the test says so, to look at the UI in between. */
function heldResponse(method: 'put' | 'delete', path: string, response: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](path, async () => {
      await released;
      return response();
    }),
  );
  return release;
}

/** Whether leaving the page now (a reload, a closed tab) would ask the person to stay. */
const leavingIsHeld = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

beforeEach(() => resetListsState());

describe('MovieListToggles', () => {
  it('shows membership from the list ids', async () => {
    listsState.favorites = [starWars];
    listsState.watchlist = [spaceOdyssey];
    renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });

    expect(await readyButton('Remove from favorites')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('flips a favorite before the server answers, and the server keeps it', async () => {
    const release = heldResponse('put', '*/api/me/favorites/:id/', () => {
      listsState.favorites = [starWars];
      return new HttpResponse(null, { status: 204 });
    });
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    await user.click(await readyButton('Add to favorites'));

    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(listsState.favorites).toEqual([]);
    release();
    await waitFor(() => expect(listsState.favorites).toEqual([starWars]));
    expect(screen.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('asks to stay if the page is left while a toggle is being saved, and lets it go once saved', async () => {
    const release = heldResponse('put', '*/api/me/favorites/:id/', () => new HttpResponse(null, { status: 204 }));
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    await user.click(await readyButton('Add to favorites'));
    expect(leavingIsHeld()).toBe(true);
    release();
    await waitFor(() => expect(leavingIsHeld()).toBe(false));
  });

  it('lets the page go once a refused toggle is rolled back', async () => {
    const release = heldResponse('put', '*/api/me/watchlist/:id/', () => new HttpResponse(null, { status: 500 }));
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    await user.click(await readyButton('Add to watchlist'));
    expect(leavingIsHeld()).toBe(true);
    release();
    expect(await screen.findByRole('button', { name: 'Add to watchlist' }, patient)).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(leavingIsHeld()).toBe(false));
  });

  it('rolls a watchlist change back with a message when the server refuses', async () => {
    listsState.watchlist = [starWars];
    const release = heldResponse('delete', '*/api/me/watchlist/:id/', () => HttpResponse.json({ detail: 'Server error' }, { status: 500 }));
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    await user.click(await readyButton('Remove from watchlist'));

    expect(screen.getByRole('button', { name: 'Add to watchlist' })).toHaveAttribute('aria-pressed', 'false');
    release();
    expect(await screen.findByText('Could not update your watchlist. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from watchlist' }, patient)).toHaveAttribute('aria-pressed', 'true');
  });

  it('rolls back when the film is unknown to the server, in Spanish', async () => {
    const unknown = { ...starWars, id: 999_999 };
    const { user } = renderToggle(<MovieListToggles movie={unknown} />, { preloadedState, language: 'es' });
    await user.click(await readyButton('Añadir a favoritas'));

    expect(await screen.findByText('No se pudieron actualizar tus favoritas. Inténtalo de nuevo.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Añadir a favoritas' }, patient)).toHaveAttribute('aria-pressed', 'false');
  });

  it('does nothing until membership is known', async () => {
    server.use(http.get('*/api/me/list-ids/', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }));
    const put = jest.fn();
    server.use(http.put('*/api/me/favorites/:id/', () => {
      put();
      return new HttpResponse(null, { status: 204 });
    }));
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    const button = screen.getByRole('button', { name: 'Add to favorites' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(put).not.toHaveBeenCalled();
  });
});

describe('the toggle tooltips', () => {
  it('names a button in a tooltip on hover, and hides it when the pointer leaves', async () => {
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState });
    const button = await readyButton('Add to favorites');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Add to favorites');
    await user.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });

  it('shows the tooltip on keyboard focus and keeps the focus on the button', async () => {
    const { user } = renderToggle(<MovieListToggles movie={starWars} />, { preloadedState, language: 'es' });
    const button = await readyButton('Añadir a favoritas');
    await user.tab();

    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Añadir a favoritas');
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  });
});

describe('FavoriteActorToggle', () => {
  it('adds and removes an actor, named in the label', async () => {
    const { user } = renderToggle(<Star person={ford} />, { preloadedState });
    await user.click(await readyButton('Add Harrison Ford to favorite actors'));

    expect(screen.getByRole('button', { name: 'Remove Harrison Ford from favorite actors' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listsState.favoriteActors).toEqual([ford]));
    await user.click(await readyButton('Remove Harrison Ford from favorite actors'));
    await waitFor(() => expect(listsState.favoriteActors).toEqual([]));
    expect(screen.getByRole('button', { name: 'Add Harrison Ford to favorite actors' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('rolls back with a message on failure', async () => {
    server.use(http.put('*/api/me/favorite-actors/:id/', () => HttpResponse.json({ detail: 'Person not found.' }, { status: 404 })));
    const { user } = renderToggle(<Star person={ford} />, { preloadedState });
    await user.click(await readyButton('Add Harrison Ford to favorite actors'));

    expect(await screen.findByText('Could not update your favorite actors. Please try again.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Harrison Ford to favorite actors' }, patient)).toHaveAttribute('aria-pressed', 'false');
  });
});
