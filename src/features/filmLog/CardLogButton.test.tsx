import { screen, waitFor, within } from '@testing-library/react';
import { filmLogState, resetFilmLogState } from '../../testing/handlers/filmLog';
import { godfather } from '../../testing/handlers/movies';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { CardLogButton } from '.';

const patient = { timeout: 5000 };

beforeEach(() => resetFilmLogState());

describe('CardLogButton', () => {
  it("opens the card's menu and logs a viewing from it", async () => {
    const { user } = renderWithProviders(<CardLogButton movie={godfather} />, { preloadedState: { session: signedInSession() } });
    const button = screen.getByRole('button', { name: 'Log or add The Godfather to a list' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.click(button);

    const menu = await screen.findByRole('menu', { name: 'Add The Godfather to a list' }, patient);
    expect(await within(menu).findByText('You have no lists yet.', {}, patient)).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark watched…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log The Godfather' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(filmLogState.diary.map((entry) => [entry.movie_id, entry.rating])).toEqual([[godfather.id, null]]), patient);
  });

  it('names itself in Spanish', () => {
    renderWithProviders(<CardLogButton movie={godfather} />, { preloadedState: { session: signedInSession() }, language: 'es' });
    expect(screen.getByRole('button', { name: 'Registrar The Godfather o añadirla a una lista' })).toBeInTheDocument();
  });
});
