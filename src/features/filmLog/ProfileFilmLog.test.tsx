import { screen, waitFor, within } from '@testing-library/react';
import type { DiaryEntry } from '../../../contract/filmLog';
import { authState } from '../../testing/handlers/auth';
import { filmLogState, resetFilmLogState } from '../../testing/handlers/filmLog';
import { godfather, godfatherPartII } from '../../testing/handlers/movies';
import { renderApp, renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import DeleteAccountSection from './DeleteAccountSection';
import { DiarySection } from './DiarySection';
import StatsSection from './StatsSection';

const preloadedState = { session: signedInSession() };
const patient = { timeout: 5000 };

function logged(movie: typeof godfather, watched_on: string, rating: number | null): DiaryEntry {
  const entry = { id: filmLogState.nextId++, movie_id: movie.id, movie, watched_on, rating, note: null, created_at: `${watched_on}T20:00:00Z` };
  filmLogState.diary.push(entry);
  return entry;
}

beforeEach(() => resetFilmLogState());

describe('DiarySection', () => {
  it('groups the viewings by month, newest first', async () => {
    logged(godfather, '2026-10-02', 5);
    logged(godfatherPartII, '2026-11-20', null);
    logged(godfather, '2026-11-03', 4.5);
    renderWithProviders(<DiarySection />, { preloadedState });

    const months = await screen.findAllByRole('heading', { level: 3 }, patient);
    expect(months.map((heading) => heading.textContent)).toEqual(['November 2026', 'October 2026']);
    const lists = screen.getAllByRole('list');
    expect(within(lists[0] as HTMLElement).getAllByRole('link').map((link) => link.textContent)).toEqual(['The Godfather: Part II', 'The Godfather']);
    expect(within(lists[0] as HTMLElement).getByText('no rating')).toBeInTheDocument();
    expect(within(lists[1] as HTMLElement).getByRole('img', { name: '5 stars' })).toBeInTheDocument();
  });

  it('writes the months in Spanish', async () => {
    logged(godfather, '2026-10-02', null);
    renderWithProviders(<DiarySection />, { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 3, name: /octubre de 2026/i }, patient)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Diario' })).toBeInTheDocument();
  });

  it('changes an entry and deletes one', async () => {
    logged(godfather, '2026-10-02', 3);
    logged(godfatherPartII, '2026-10-05', null);
    const { user } = renderWithProviders(<DiarySection />, { preloadedState });
    await user.click(await screen.findByRole('button', { name: /^Edit the entry for The Godfather on/ }, patient));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the entry for The Godfather' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (private)' }), 'Better the second time.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Better the second time.', {}, patient)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Delete the entry for The Godfather: Part II on/ }));
    await waitFor(() => expect(screen.queryByText('The Godfather: Part II')).not.toBeInTheDocument(), patient);
    expect(filmLogState.diary.map((entry) => [entry.movie_id, entry.note])).toEqual([[godfather.id, 'Better the second time.']]);
  });

  it('says so when there is nothing yet', async () => {
    renderWithProviders(<DiarySection />, { preloadedState });
    expect(await screen.findByText(/Nothing in your Diary yet/, {}, patient)).toBeInTheDocument();
  });
});

describe('StatsSection', () => {
  it('draws the year as charts with the same numbers in tables, genre names in the UI language', async () => {
    const year = new Date().getFullYear();
    logged(godfather, `${year}-01-10`, null);
    logged(godfather, `${year}-01-20`, null);
    logged(godfatherPartII, `${year}-03-01`, null);
    filmLogState.ratings.set(godfather.id, 4.5);
    renderWithProviders(<StatsSection />, { preloadedState, language: 'es' });

    expect(await screen.findByText(`2 películas en ${year}`, {}, patient)).toBeInTheDocument();
    const decades = await screen.findByRole('table', { name: 'Películas por década' }, patient);
    expect(within(decades).getByRole('row', { name: 'Años 1970 2' })).toBeInTheDocument();
    const genres = screen.getByRole('table', { name: 'Películas por género' });
    await waitFor(() => expect(within(genres).getByRole('row', { name: 'Crimen 2' })).toBeInTheDocument(), patient);
    const months = screen.getByRole('table', { name: `Películas por mes en ${year}` });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    expect(within(months).getByRole('row', { name: 'ene 2' })).toBeInTheDocument();
    const ratings = screen.getByRole('table', { name: 'Tus valoraciones' });
    expect(within(ratings).getByRole('row', { name: '4.5 1' })).toBeInTheDocument();
  });
});

describe('StatsSection with nothing logged', () => {
  it('says so, with no charts and nothing left loading', async () => {
    renderWithProviders(<StatsSection />, { preloadedState });

    expect(await screen.findByText('Nothing logged yet.', {}, patient)).toBeInTheDocument();
    expect(screen.getByText(`0 films in ${new Date().getFullYear()}`)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('DeleteAccountSection', () => {
  it('states the consequences, refuses a wrong password, then signs out and lands on /login with a message', async () => {
    const { user, location, store } = renderApp('/profile', { preloadedState });
    await user.click(await screen.findByRole('button', { name: 'Delete my account…' }, patient));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    expect(dialog).toHaveAccessibleDescription(/removes your account for good/);

    await user.type(within(dialog).getByLabelText(/Your password/), 'not it');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(authState.users).toHaveLength(1);

    await user.clear(within(dialog).getByLabelText(/Your password/));
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(location().pathname).toBe('/login'), patient);
    expect(await screen.findByText('Your account was deleted.', {}, patient)).toBeInTheDocument();
    expect(store.getState().session.isAuthenticated).toBe(false);
    expect(authState.users).toEqual([]);
  });

  it('is a section of its own', async () => {
    renderWithProviders(<DeleteAccountSection />, { preloadedState });
    expect(screen.getByRole('region', { name: 'Delete account' })).toBeInTheDocument();
  });

  it('keeps its standing warning out of the live alerts a screen reader announces on every visit', () => {
    renderWithProviders(<DeleteAccountSection />, { preloadedState });
    expect(screen.getByRole('note')).toHaveTextContent(/removes your account for good/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
