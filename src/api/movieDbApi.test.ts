import { http, HttpResponse } from 'msw';
import { setupStore } from '../app/store';
import { signedInSession } from '../testing/renderWithProviders';
import { server } from '../testing/server';
import { movieDbApi } from './movieDbApi';

const genresApi = movieDbApi.injectEndpoints({
  endpoints: (build) => ({
    genres: build.query<{ genres: unknown[] }, void>({ query: () => ({ url: '/genre/movie/list', params: { language: 'en' } }) }),
  }),
});

it('calls the movie database at the configured base URL with the session api_key', async () => {
  let seen: URL | undefined;
  server.use(
    http.get('http://localhost/3/genre/movie/list', ({ request }) => {
      seen = new URL(request.url);
      return HttpResponse.json({ genres: [] });
    }),
  );
  const store = setupStore({ session: signedInSession({ api_key: 'user-key' }) });
  const result = await store.dispatch(genresApi.endpoints.genres.initiate());
  expect(result.data).toEqual({ genres: [] });
  expect(seen?.searchParams.get('api_key')).toBe('user-key');
  expect(seen?.searchParams.get('language')).toBe('en');
});
