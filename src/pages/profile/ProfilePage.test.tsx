import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import { Header } from '../../app/Header/Header';
import { fieldErrors, refusal } from '../../testing/handlers/errors';
import { alien, harrisonFord, listsState, resetListsState, sigourneyWeaver, spaceOdyssey, starWars } from '../../testing/handlers/lists';
import { profileState, resetProfileState } from '../../testing/handlers/profile';
import { renderWithProviders, signedInSession } from '../../testing/renderWithProviders';
import { server } from '../../testing/server';
import { renderTimeout } from '../../testing/timeouts';
import ProfilePage from './ProfilePage';

const preloadedState = { session: signedInSession() };
const ford = harrisonFord;
const weaver = sigourneyWeaver;

const pngFile = (bytes = 64) => new File([new Uint8Array(bytes)], 'me.png', { type: 'image/png' });
/**
 * jsdom's File is not a Blob to Node's FormData (it would be sent as "[object File]"), so a
 * test whose handler reads the uploaded bytes picks Node's File; jsdom's FileReader cannot
 * preview that one, which those tests do not look at.
 */
const sendablePngFile = () => new NodeFile([new Uint8Array(64)], 'me.png', { type: 'image/png' }) as unknown as File;
const section = (name: string) => screen.findByRole('region', { name });

/** Answers `method path` with `body` only once the test calls the returned release: the page is looked at while it waits. */
function holdAnswer(method: 'get' | 'post', path: string, body: object): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http[method](path, async () => {
      await released;
      return HttpResponse.json(body);
    }),
  );
  return release;
}

beforeEach(() => {
  resetListsState();
  resetProfileState();
});

describe('ProfilePage states', () => {
  it('says Loading... until the profile has loaded', async () => {
    const answer = holdAnswer('get', '*/api/obtener-foto-de-perfil/', { profile_picture: null });
    renderWithProviders(<ProfilePage />, { preloadedState });

    expect(screen.getByRole('heading', { level: 1, name: 'My Profile' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    // A progress bar needs a name of its own (axe: aria-progressbar-name).
    expect(screen.getByRole('progressbar', { name: 'My Profile' })).toBeInTheDocument();
    answer();
    // The whole page renders once the photo's answer is in (its sections, the film log's chunk).
    expect(await screen.findByText('ada@example.com', undefined, renderTimeout)).toBeInTheDocument();
  });

  it('names the progress bar of each list while it loads', async () => {
    const answer = holdAnswer('get', '*/api/me/favorites/', { page: 1, results: [], total_pages: 1, total_results: 0 });
    renderWithProviders(<ProfilePage />, { preloadedState });

    expect(await within(await section('Favorite Movies')).findByRole('progressbar', { name: 'Favorite Movies' })).toBeInTheDocument();
    answer();
    expect(await screen.findByText('You have no favorite movies yet.')).toBeInTheDocument();
  });

  it('shows the labels, empty lists and the settings placeholder', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState });

    expect(await screen.findByText('You have no favorite movies yet.')).toBeInTheDocument();
    expect(screen.getByText('Email')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByLabelText('Upload New Photo')).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/gif');
    expect(within(await section('Watchlist')).getByText('Your watchlist is empty.')).toBeInTheDocument();
    expect(await within(await section('Favorite Actors')).findByText('You have no favorite actors yet.')).toBeInTheDocument();
    expect(within(await section('Account Settings')).getByText('Account settings are coming soon.')).toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    renderWithProviders(<ProfilePage />, { preloadedState, language: 'es' });

    expect(screen.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes películas favoritas.')).toBeInTheDocument();
    expect(screen.getByLabelText('Subir nueva foto')).toBeInTheDocument();
    expect(await screen.findByText('Tu lista de pendientes está vacía.')).toBeInTheDocument();
    expect(await screen.findByText('Aún no tienes actores favoritos.')).toBeInTheDocument();
    expect(screen.getByText('La configuración de la cuenta llegará pronto.')).toBeInTheDocument();
  });

  it('lists favorites, watchlist and actors with links, posters and remove buttons', async () => {
    listsState.favorites = [starWars, alien];
    listsState.watchlist = [spaceOdyssey];
    listsState.favoriteActors = [ford, weaver];
    renderWithProviders(<ProfilePage />, { preloadedState });

    const favorites = await section('Favorite Movies');
    expect(await within(favorites).findByRole('link', { name: 'Star Wars' })).toHaveAttribute('href', '/movie/11');
    expect(within(favorites).getByRole('link', { name: 'Alien' })).toHaveAttribute('href', '/movie/348');
    expect(favorites.querySelector('img')).toHaveAttribute('src', 'http://localhost/images/w185/star-wars.svg');
    expect(within(favorites).getByRole('button', { name: 'Remove Star Wars from favorites' })).toBeInTheDocument();
    expect(within(favorites).queryByRole('navigation')).not.toBeInTheDocument();

    expect(await within(await section('Watchlist')).findByRole('link', { name: '2001: A Space Odyssey' })).toHaveAttribute('href', '/movie/62');
    const actors = await section('Favorite Actors');
    expect(await within(actors).findByRole('link', { name: 'Harrison Ford' })).toHaveAttribute('href', '/person/3');
    expect(within(actors).getByRole('link', { name: 'Sigourney Weaver' })).toHaveAttribute('href', '/person/10205');
    expect(within(actors).getByRole('button', { name: 'Remove Sigourney Weaver from favorite actors' })).toBeInTheDocument();
  });

  it('removes a film at once and keeps it removed', async () => {
    listsState.favorites = [starWars, alien];
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState });
    const favorites = await section('Favorite Movies');
    await user.click(await within(favorites).findByRole('button', { name: 'Remove Star Wars from favorites' }));

    expect(within(favorites).queryByRole('link', { name: 'Star Wars' })).not.toBeInTheDocument();
    await waitFor(() => expect(listsState.favorites).toEqual([alien]));
    expect(within(favorites).getByRole('link', { name: 'Alien' })).toBeInTheDocument();
  });

  it('pages through a long list', async () => {
    listsState.watchlist = Array.from({ length: 25 }, (_, index) => ({ ...starWars, id: 1000 + index, title: `Film ${index + 1}` }));
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState });
    const watchlist = await section('Watchlist');
    expect(await within(watchlist).findByRole('link', { name: 'Film 1' })).toBeInTheDocument();

    const pages = within(watchlist).getByRole('navigation', { name: 'Watchlist pages' });
    await user.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await within(watchlist).findByRole('link', { name: 'Film 21' })).toBeInTheDocument();
    expect(within(watchlist).queryByRole('link', { name: 'Film 1' })).not.toBeInTheDocument();
  });
});

describe('ProfilePage photo', () => {
  it('uploads a photo, says so, and the header shows it', async () => {
    const { user, store } = renderWithProviders(
      <>
        <Header />
        <ProfilePage />
      </>,
      { preloadedState },
    );
    await screen.findByText('ada@example.com');
    expect(screen.queryByRole('img', { name: 'Profile picture' })).not.toBeInTheDocument();

    await user.upload(screen.getByLabelText('Upload New Photo'), sendablePngFile());

    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    const pictures = await screen.findAllByRole('img', { name: 'Profile picture' });
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toHaveAttribute('src', `http://localhost${profileState.picture}`);
    expect(store.getState().session.user?.profile_picture).toBe(profileState.picture);
  });

  it('shows a preview and a progress bar while the upload runs', async () => {
    const answer = holdAnswer('post', '*/api/actualizar-foto-de-perfil/', { profile_picture: '/api/me/photo/9.webp' });
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState });
    await user.upload(await screen.findByLabelText('Upload New Photo'), pngFile());

    expect(await screen.findByRole('progressbar', { name: 'Uploading photo' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of the chosen photo' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    answer();
    expect(await screen.findByText('Profile picture updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('progressbar', { name: 'Uploading photo' })).not.toBeInTheDocument());
    expect(await screen.findByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', 'http://localhost/api/me/photo/9.webp');
  });

  // The refusals server/routes/api/profile/upload-photo.ts sends to a multipart upload, with their codes.
  const refusals: Record<'notAnImage' | 'tooBig' | 'refusedTooOften', () => Response> = {
    notAnImage: () => fieldErrors({ photo: [['photo_not_an_image']] }),
    tooBig: () => refusal(413, 'photo_too_big'),
    refusedTooOften: () => refusal(429, 'uploads_refused', { seconds: 540 }),
  };
  it.each([
    ['notAnImage', 'en', 'Error uploading profile picture: Upload a valid image: JPEG, PNG, WebP or GIF.'],
    ['tooBig', 'en', 'Error uploading profile picture: The photo must be at most 5 MiB.'],
    ['notAnImage', 'es', 'Error al subir la foto de perfil: Sube una imagen válida: JPEG, PNG, WebP o GIF.'],
    ['tooBig', 'es', 'Error al subir la foto de perfil: La foto debe ocupar como máximo 5 MiB.'],
    ['refusedTooOften', 'es', 'Error al subir la foto de perfil: Demasiadas subidas rechazadas. Vuelve a intentarlo dentro de 9 minutos.'],
  ] as const)("reports a refused upload (%s) with the server's reason in the reader's language (%s) and keeps the old photo", async (refused, language, text) => {
    profileState.picture = '/api/me/photo/1.webp';
    server.use(http.post('*/api/actualizar-foto-de-perfil/', () => refusals[refused]()));
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState, language });
    await user.upload(await screen.findByLabelText(language === 'en' ? 'Upload New Photo' : 'Subir nueva foto', undefined, renderTimeout), pngFile());

    expect(await screen.findByText(text, undefined, renderTimeout)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: language === 'en' ? 'Profile picture' : 'Foto de perfil' })).toHaveAttribute('src', 'http://localhost/api/me/photo/1.webp');
  });

  it('says Error uploading profile picture when the server gives no reason', async () => {
    server.use(http.post('*/api/actualizar-foto-de-perfil/', () => HttpResponse.error()));
    const { user } = renderWithProviders(<ProfilePage />, { preloadedState, language: 'es' });
    await user.upload(await screen.findByLabelText('Subir nueva foto'), pngFile());

    expect(await screen.findByText('Error al subir la foto de perfil')).toBeInTheDocument();
  });

  it('refuses a file over 5 MB or of another type before sending it', async () => {
    const upload = jest.fn();
    server.use(
      http.post('*/api/actualizar-foto-de-perfil/', () => {
        upload();
        return HttpResponse.json({ profile_picture: 'x' });
      }),
    );
    renderWithProviders(<ProfilePage />, { preloadedState });
    const input = await screen.findByLabelText('Upload New Photo');

    fireEvent.change(input, { target: { files: [pngFile(5 * 1024 * 1024 + 1)] } });
    expect(await screen.findByText('The photo is larger than 5 MB. Choose a smaller one.')).toBeInTheDocument();
    fireEvent.change(input, { target: { files: [new File(['hello'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('Choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
    expect(upload).not.toHaveBeenCalled();
  });
});
