import { http, HttpResponse } from 'msw';
import { setupStore } from '../app/store';
import { fetchCurrentUser } from '../features/auth/authApi';
import { initialSessionState } from '../features/auth/sessionSlice';
import { authState, TEST_API_KEY, testUser } from '../testing/handlers/auth';
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

describe('without an api_key in the session yet (a page the server did not render)', () => {
  /** Every request to /3/genre/movie/list, with the api_key it carried. */
  function recordGenreRequests() {
    const keys: (string | null)[] = [];
    server.use(
      http.get('http://localhost/3/genre/movie/list', ({ request }) => {
        const key = new URL(request.url).searchParams.get('api_key');
        keys.push(key);
        return key ? HttpResponse.json({ genres: [] }) : HttpResponse.json({ status_code: 7 }, { status: 401 });
      }),
    );
    return keys;
  }

  it("waits for the running session check and sends the key it answers, never an empty one", async () => {
    authState.signedIn = testUser;
    const keys = recordGenreRequests();
    const store = setupStore();
    const check = store.dispatch(fetchCurrentUser());
    const result = await store.dispatch(genresApi.endpoints.genres.initiate());
    await check;
    expect(result.data).toEqual({ genres: [] });
    expect(keys).toEqual([TEST_API_KEY]);
  });

  it('sends nothing when no session gives a key, and fails at once', async () => {
    const keys = recordGenreRequests();
    const store = setupStore({ session: { ...initialSessionState, loading: false } });
    const result = await store.dispatch(genresApi.endpoints.genres.initiate());
    expect(result.error).toBeDefined();
    expect(keys).toEqual([]);
  });
});
