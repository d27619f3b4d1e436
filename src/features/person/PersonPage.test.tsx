import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { listsState, resetListsState } from '../../testing/handlers/lists';
import { alPacino, francisFordCoppola, prolificActor, unknownExtra } from '../../testing/handlers/people';
import { renderApp, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';

jest.setTimeout(20_000);

const preloadedState = { session: signedInSession() };
const personUrl = (id: number) => `/person/${id}`;

/** The films under each year heading of the filmography, in page order. */
function filmsByYear() {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => {
    const list = heading.parentElement?.querySelector('ul');
    const titles = list ? within(list).getAllByRole('link').map((link) => link.textContent) : [];
    return [heading.textContent, titles];
  });
}

beforeEach(() => resetListsState());

describe('PersonPage', () => {
  it('shows a skeleton, then the name, department and films by year, newest first', async () => {
    renderApp(personUrl(alPacino.details.id), { preloadedState });
    expect(await screen.findByRole('status', { name: 'Loading person' }, renderTimeout)).toBeInTheDocument();

    expect(await screen.findByRole('heading', { level: 1, name: 'Al Pacino' }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Known for: Acting')).toBeInTheDocument();
    expect(await screen.findByText('3 films', undefined, renderTimeout)).toBeInTheDocument();
    expect(filmsByYear()).toEqual([
      ['1974', ['The Godfather: Part II']],
      ['1972', ['The Godfather']],
      ['Unknown year', ['Undated Film']],
    ]);
    expect(screen.getByRole('link', { name: 'The Godfather' })).toHaveAttribute('href', '/movie/900000001');
    expect(screen.getAllByText('as Michael Corleone')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more films' })).not.toBeInTheDocument();
  });

  it('names a director’s job, in Spanish too', async () => {
    renderApp(personUrl(francisFordCoppola.details.id), { preloadedState, language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Francis Ford Coppola' }, renderTimeout)).toBeInTheDocument();
    expect(screen.getByText('Conocido por: Dirección')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Filmografía' }, renderTimeout)).toBeInTheDocument();
    expect(await screen.findAllByText('Dirección', undefined, renderTimeout)).toHaveLength(2);
    expect(screen.getByText('2 películas')).toBeInTheDocument();
  });

  it('shows a long filmography a step at a time', async () => {
    const { user } = renderApp(personUrl(prolificActor.details.id), { preloadedState });
    expect(await screen.findByText('Showing 24 of 30 films', undefined, renderTimeout)).toBeInTheDocument();
    const years = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    // Two films a year from 1990: the newest 24 reach back to 1993.
    expect(years()[0]).toBe('2004');
    expect(years().at(-1)).toBe('1993');
    expect(screen.queryByRole('link', { name: /Prolific Film 1$/ })).not.toBeInTheDocument();
    // A screenful of posters is asked for with the page (the first is its largest paint); the rest wait until they come near the view.
    const loading = Array.from(document.querySelectorAll('main ul img'), (image) => image.getAttribute('loading'));
    expect(loading).toHaveLength(24);
    expect(loading.slice(0, 6)).toEqual(Array(6).fill('eager'));
    expect(new Set(loading.slice(6))).toEqual(new Set(['lazy']));

    await user.click(screen.getByRole('button', { name: 'Show more films' }));
    expect(await screen.findByText('Showing 30 of 30 films')).toBeInTheDocument();
    expect(years().at(-1)).toBe('1990');
    expect(screen.getByRole('link', { name: /Prolific Film 1$/ })).toHaveAttribute('href', '/movie/900001000');
    expect(screen.queryByRole('button', { name: 'Show more films' })).not.toBeInTheDocument();
  });

  it('adds the person to favorite actors', async () => {
    const { user } = renderApp(personUrl(alPacino.details.id), { preloadedState });
    const toggle = await screen.findByRole('button', { name: 'Add Al Pacino to favorite actors' }, renderTimeout);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'false'), renderTimeout);
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Remove Al Pacino from favorite actors' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listsState.favoriteActors.map((person) => person.name)).toEqual(['Al Pacino']));
  });

  it('rolls the favorite-actor toggle back with a message when the server refuses', async () => {
    server.use(http.put('*/api/me/favorite-actors/:id/', () => HttpResponse.json({ detail: 'Server error.' }, { status: 500 })));
    const { user } = renderApp(personUrl(alPacino.details.id), { preloadedState });
    const toggle = await screen.findByRole('button', { name: 'Add Al Pacino to favorite actors' }, renderTimeout);
    await waitFor(() => expect(toggle).toHaveAttribute('aria-disabled', 'false'), renderTimeout);
    await user.click(toggle);

    expect(await screen.findByText('Could not update your favorite actors. Please try again.', undefined, renderTimeout)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Add Al Pacino to favorite actors' }, renderTimeout)).toHaveAttribute('aria-pressed', 'false');
    expect(listsState.favoriteActors).toEqual([]);
  });

  it('says so when nobody has the id', async () => {
    renderApp(personUrl(999), { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('There is no one with this id in the catalogue.');
    expect(screen.getByRole('heading', { level: 1, name: 'Person' })).toBeInTheDocument();
  });

  it('does not ask the server about an id that cannot be one', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => asked.push(new URL(request.url).pathname));
    renderApp('/person/al-pacino', { preloadedState, language: 'es' });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('No hay nadie con este identificador en el catálogo.');
    expect(asked.filter((path) => path.startsWith('/api/tmdb/person'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it("shows the server's text when the person cannot be loaded", async () => {
    server.use(http.get('*/api/tmdb/person/:id/', () => HttpResponse.json({ error: 'The movie database is unavailable.' }, { status: 502 })));
    renderApp(personUrl(alPacino.details.id), { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent('The movie database is unavailable.');
  });

  it('says when the films cannot be loaded', async () => {
    server.use(http.get('*/api/tmdb/person/:id/movie_credits/', () => new HttpResponse(null, { status: 502 })));
    renderApp(personUrl(alPacino.details.id), { preloadedState });
    expect(await screen.findByRole('alert', undefined, renderTimeout)).toHaveTextContent("Could not load this person's films. Please try again later.");
    expect(screen.getByRole('heading', { level: 1, name: 'Al Pacino' })).toBeInTheDocument();
  });

  it('says when a person has no films', async () => {
    renderApp(personUrl(unknownExtra.details.id), { preloadedState });
    expect(await screen.findByText('No films in the catalogue for this person.', undefined, renderTimeout)).toBeInTheDocument();
  });
});
