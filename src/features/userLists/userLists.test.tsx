import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { filmLogState, resetFilmLogState } from '../../testing/handlers/filmLog';
import { godfather, godfatherPartII, anonymousFilm } from '../../testing/handlers/movies';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';

const preloadedState = { session: signedInSession() };
const patient = { timeout: 5000 };

function addList(name: string, movieIds: number[] = []) {
  const list = {
    id: filmLogState.nextId++,
    name,
    description: '',
    updated_at: '2026-11-01T00:00:00Z',
    token: null as string | null,
    entries: movieIds.map((movie_id) => ({ movie_id, added_at: '2026-11-01T00:00:00Z' })),
  };
  filmLogState.lists.push(list);
  return list;
}

const listNames = () => within(screen.getByRole('list', { name: 'Your lists' })).getAllByRole('link').map((link) => link.textContent);

beforeEach(() => resetFilmLogState());

describe('/lists', () => {
  it('makes, renames and describes, reorders and deletes lists', async () => {
    addList('Mafia films');
    const { user } = renderApp('/lists', { preloadedState });
    await screen.findByRole('link', { name: 'Mafia films' }, patient);

    await user.click(screen.getByRole('button', { name: 'New list' }));
    let dialog = await screen.findByRole('dialog', { name: 'New list' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give the list a name.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Rainy Sundays');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(listNames()).toEqual(['Mafia films', 'Rainy Sundays']), patient);

    await user.click(screen.getByRole('button', { name: 'Rename or describe “Mafia films”' }));
    dialog = await screen.findByRole('dialog');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Crime');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Families and their business.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Families and their business.', {}, patient)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Move “Rainy Sundays” up' }));
    await waitFor(() => expect(listNames()).toEqual(['Rainy Sundays', 'Crime']));
    expect(filmLogState.lists.map((list) => list.name)).toEqual(['Rainy Sundays', 'Crime']);
    expect(screen.getByRole('button', { name: 'Move “Rainy Sundays” up' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Delete “Crime”' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Crime”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(listNames()).toEqual(['Rainy Sundays']), patient);
    expect(filmLogState.lists.map((list) => list.name)).toEqual(['Rainy Sundays']);
  });

  it('puts the order back with a message when the server refuses it', async () => {
    addList('First');
    addList('Second');
    server.use(http.put('*/api/me/lists/order/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    const { user } = renderApp('/lists', { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Move “Second” up' }, patient));
    expect(await screen.findByText('Could not save the new order. It has been put back.', {}, patient)).toBeInTheDocument();
    expect(listNames()).toEqual(['First', 'Second']);
  });
});

describe('/lists/:listId', () => {
  it('shows the films in order, moves and removes them', async () => {
    const list = addList('Crime', [godfather.id, godfatherPartII.id, anonymousFilm.id]);
    const { user } = renderApp(`/lists/${list.id}`, { preloadedState });
    const films = await screen.findByRole('list', { name: 'Films on the list' }, patient);
    const titles = () => within(films).getAllByRole('link').map((link) => link.textContent);
    expect(titles()).toEqual(['The Godfather', 'The Godfather: Part II', 'Anonymous Film']);

    await user.click(screen.getByRole('button', { name: 'Move Anonymous Film up' }));
    await waitFor(() => expect(titles()).toEqual(['The Godfather', 'Anonymous Film', 'The Godfather: Part II']));
    await user.click(screen.getByRole('button', { name: 'Remove The Godfather from the list' }));
    await waitFor(() => expect(titles()).toEqual(['Anonymous Film', 'The Godfather: Part II']), patient);
    expect(list.entries.map((entry) => entry.movie_id)).toEqual([anonymousFilm.id, godfatherPartII.id]);
  });

  it('makes a share link with a copy button, and revokes it', async () => {
    const list = addList('Crime', [godfather.id]);
    const { user } = renderApp(`/lists/${list.id}`, { preloadedState });
    // user-event stands in for the clipboard from its setup on.
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    expect(await screen.findByText('Private: only you can see this list.', {}, patient)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create share link' }));
    const link = await screen.findByRole('textbox', { name: 'Share link' }, patient);
    expect(list.token).not.toBeNull();
    expect(link).toHaveValue(`${window.location.origin}/shared/${list.token}`);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/shared/${list.token}`);
    expect(await screen.findByText('Link copied.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke link' }));
    expect(await screen.findByRole('button', { name: 'Create share link' }, patient)).toBeInTheDocument();
    expect(list.token).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).not.toBeInTheDocument();
  });

  it('keeps its page in the URL, and turns a page left empty into the last one', async () => {
    // Twenty films the catalogue has lost fill page 1; The Godfather is alone on page 2.
    const list = addList('Long', [...Array.from({ length: 20 }, (_, index) => 990_000_000 + index), godfather.id]);
    const { user, location, navigate } = renderApp(`/lists/${list.id}?page=2`, { preloadedState });
    expect(await screen.findByText('Page 2 of 2', undefined, patient)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Films on the list' })).getByRole('link', { name: 'The Godfather' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText('Page 1 of 2', undefined, patient)).toBeInTheDocument();
    await navigate(-1);
    expect(await screen.findByText('Page 2 of 2', undefined, patient)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove The Godfather from the list' }));
    await waitFor(() => expect(location().search).toBe(''), patient);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Films on the list' })).getAllByRole('listitem')).toHaveLength(20), patient);
    expect(screen.queryByText(/^Page \d of/)).not.toBeInTheDocument();
  });

  it("says a list that is not yours does not exist", async () => {
    renderApp('/lists/999', { preloadedState });
    expect(await screen.findByText('This list does not exist, or it is not yours.', {}, patient)).toBeInTheDocument();
  });
});

describe('/shared/:token', () => {
  it('shows a shared list to a visitor who is not signed in, read-only and without links to the films', async () => {
    const list = addList('Crime', [godfather.id, godfatherPartII.id]);
    list.description = 'Families and their business.';
    list.token = 'a'.repeat(43);
    renderApp(`/shared/${list.token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Crime' }, patient)).toBeInTheDocument();
    expect(screen.getByText('Families and their business.')).toBeInTheDocument();
    const films = screen.getByRole('list', { name: 'Crime' });
    expect(within(films).getByText('The Godfather')).toBeInTheDocument();
    expect(within(films).queryAllByRole('link')).toEqual([]);
    expect(screen.queryByRole('button', { name: /Remove|Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends no session check for a visitor without the signed-in hint, so nothing fails', async () => {
    const list = addList('Crime', [godfather.id]);
    list.token = 'c'.repeat(43);
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => seen.push(new URL(request.url).pathname));
    renderApp(`/shared/${list.token}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Crime' }, patient)).toBeInTheDocument();
    server.events.removeAllListeners();
    expect(seen.filter((path) => path.startsWith('/api/auth/'))).toEqual([]);
  });

  it('opens the page its link names', async () => {
    const list = addList('Long', [...Array.from({ length: 20 }, (_, index) => 990_000_000 + index), godfather.id]);
    list.token = 'd'.repeat(43);
    const { user, location } = renderApp(`/shared/${list.token}?page=2`);
    expect(await screen.findByText('Page 2 of 2', undefined, patient)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Long' })).getByText('The Godfather')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(location().search).toBe(''));
    expect(await screen.findByText('Page 1 of 2', undefined, patient)).toBeInTheDocument();
  });

  it('says a revoked link opens nothing', async () => {
    renderApp(`/shared/${'b'.repeat(43)}`);
    expect(await screen.findByText('This link does not open a list: it may have been revoked.', {}, patient)).toBeInTheDocument();
  });
});
