import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { filmLogState, resetFilmLogState } from '../../testing/handlers/filmLog';
import { godfather } from '../../testing/handlers/movies';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import FilmLogPanel from './FilmLogPanel';
import { localToday } from './EntryDialog';

const preloadedState = { session: signedInSession() };
const patient = { timeout: 5000 };
const movie = { id: godfather.id, title: godfather.title };

beforeEach(() => resetFilmLogState());

function addList(name: string) {
  const list = { id: filmLogState.nextId++, name, description: '', updated_at: '2026-11-01T00:00:00Z', token: null, entries: [] };
  filmLogState.lists.push(list);
  return list;
}

describe('FilmLogPanel', () => {
  it('marks the film watched today with a half-star rating and a note, then says how often and when', async () => {
    const { user } = renderWithProviders(<FilmLogPanel movie={movie} />, { preloadedState });
    expect(await screen.findByText('Not watched yet', {}, patient)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Mark watched' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log The Godfather' });
    expect(within(dialog).getByLabelText(/Watched on/)).toHaveValue(localToday());
    // MUI Rating reads the pointer's place over the stars; jsdom lays nothing out, so the radio is clicked as a keyboard would.
    fireEvent.click(within(dialog).getByRole('radio', { name: '4.5 stars' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (private)' }), 'Still perfect.');
    expect(within(dialog).getByText('14 / 500')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filmLogState.diary).toEqual([expect.objectContaining({ movie_id: godfather.id, watched_on: localToday(), rating: 4.5, note: 'Still perfect.' })]);
    expect(await screen.findByText(/^Watched once, last on /, {}, patient)).toBeInTheDocument();
  });

  it('refuses a day in the future and a note over 500 characters before sending anything', async () => {
    const { user } = renderWithProviders(<FilmLogPanel movie={movie} />, { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Mark watched' }, patient));
    const dialog = await screen.findByRole('dialog');
    const date = within(dialog).getByLabelText(/Watched on/);
    await user.clear(date);
    await user.type(date, '2999-01-01');
    expect(within(dialog).getByText('Choose a day that is not in the future.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(filmLogState.diary).toEqual([]);
  });

  it("rates and clears the film's own rating apart from any viewing", async () => {
    const { user } = renderWithProviders(<FilmLogPanel movie={movie} />, { preloadedState });
    await screen.findByText('Not watched yet', {}, patient);
    fireEvent.click(screen.getByRole('radio', { name: '3 stars' }));
    await waitFor(() => expect(filmLogState.ratings.get(godfather.id)).toBe(3));
    expect(screen.getByRole('radio', { name: '3 stars' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Clear rating' }));
    await waitFor(() => expect(filmLogState.ratings.has(godfather.id)).toBe(false));
    expect(screen.getByText('You have not rated it')).toBeInTheDocument();
    expect(filmLogState.diary).toEqual([]);
  });

  it('puts the film on a list at once, and takes the tick back with a message when the server fails', async () => {
    addList('Mafia films');
    server.use(http.put('*/api/me/lists/:listId/movies/:movieId/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    const { user } = renderWithProviders(<FilmLogPanel movie={movie} />, { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Add The Godfather to a list' }, patient));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Mafia films' }, patient);
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'), patient);
    expect(item).toHaveAttribute('aria-checked', 'false');

    await user.click(item);
    expect(await screen.findByText('Could not add the film to “Mafia films”. The change was undone.', {}, patient)).toBeInTheDocument();
    expect(screen.getByRole('menuitemcheckbox', { name: 'Mafia films' })).toHaveAttribute('aria-checked', 'false');
    expect(filmLogState.lists[0]?.entries).toEqual([]);
  });

  it('adds to a list and makes a new list with the film on it', async () => {
    addList('Mafia films');
    const { user } = renderWithProviders(<FilmLogPanel movie={movie} />, { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Add The Godfather to a list' }, patient));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Mafia films' }, patient);
    await waitFor(() => expect(item).not.toHaveAttribute('aria-disabled', 'true'), patient);
    await user.click(item);
    await waitFor(() => expect(screen.getByRole('menuitemcheckbox', { name: 'Mafia films' })).toHaveAttribute('aria-checked', 'true'));
    expect(filmLogState.lists[0]?.entries.map((entry) => entry.movie_id)).toEqual([godfather.id]);

    await user.click(screen.getByRole('menuitem', { name: 'New list…' }));
    const dialog = await screen.findByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Seventies');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(filmLogState.lists.map((list) => [list.name, list.entries.length])).toEqual([['Mafia films', 1], ['Seventies', 1]]), patient);
  });
});
