import { http, HttpResponse } from 'msw';

/**
 * The personal lists part of the API contract (/api/me/...), in memory. Tests that change
 * `listsState` call resetListsState() in beforeEach so no test sees another's lists.
 */
export interface MockMovie {
  id: number;
  title: string;
  poster_path: string | null;
  release_date: string;
  vote_average: number;
}

export interface MockPerson {
  id: number;
  name: string;
  profile_path: string | null;
}

export const LIST_PAGE_SIZE = 20;

export const starWars: MockMovie = { id: 11, title: 'Star Wars', poster_path: '/star-wars.svg', release_date: '1977-05-25', vote_average: 8.7 };
export const spaceOdyssey: MockMovie = { id: 62, title: '2001: A Space Odyssey', poster_path: '/2001.svg', release_date: '1968-04-02', vote_average: 8.3 };
export const alien: MockMovie = { id: 348, title: 'Alien', poster_path: null, release_date: '1979-05-25', vote_average: 8.5 };
export const harrisonFord: MockPerson = { id: 3, name: 'Harrison Ford', profile_path: '/ford.jpg' };
export const sigourneyWeaver: MockPerson = { id: 10205, name: 'Sigourney Weaver', profile_path: null };

/** The films and people the handlers know; any other id is a 404, as on the server. */
export const sampleMovies: MockMovie[] = [starWars, spaceOdyssey, alien];
export const samplePeople: MockPerson[] = [harrisonFord, sigourneyWeaver];

export const listsState = {
  /** Newest first, as the server keeps them. */
  favorites: [] as MockMovie[],
  watchlist: [] as MockMovie[],
  favoriteActors: [] as MockPerson[],
};

export function resetListsState(): void {
  listsState.favorites = [];
  listsState.watchlist = [];
  listsState.favoriteActors = [];
}

function pageOf<T>(items: T[], request: Request) {
  const page = Number(new URL(request.url).searchParams.get('page') ?? '1');
  return {
    page,
    results: items.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE),
    total_pages: Math.ceil(items.length / LIST_PAGE_SIZE),
    total_results: items.length,
  };
}

type MovieList = 'favorites' | 'watchlist';

const movieListHandlers = (list: MovieList) => [
  http.get(`*/api/me/${list}/`, ({ request }) => HttpResponse.json(pageOf(listsState[list], request))),
  http.put(`*/api/me/${list}/:id/`, ({ params }) => {
    const movie = sampleMovies.find((candidate) => candidate.id === Number(params.id));
    if (!movie) return HttpResponse.json({ detail: 'Movie not found.' }, { status: 404 });
    listsState[list] = [movie, ...listsState[list].filter((item) => item.id !== movie.id)];
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete(`*/api/me/${list}/:id/`, ({ params }) => {
    listsState[list] = listsState[list].filter((item) => item.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
];

export const listsHandlers = [
  ...movieListHandlers('favorites'),
  ...movieListHandlers('watchlist'),
  http.get('*/api/me/favorite-actors/', ({ request }) => HttpResponse.json(pageOf(listsState.favoriteActors, request))),
  http.put('*/api/me/favorite-actors/:id/', ({ params }) => {
    const person = samplePeople.find((candidate) => candidate.id === Number(params.id));
    if (!person) return HttpResponse.json({ detail: 'Person not found.' }, { status: 404 });
    listsState.favoriteActors = [person, ...listsState.favoriteActors.filter((item) => item.id !== person.id)];
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete('*/api/me/favorite-actors/:id/', ({ params }) => {
    listsState.favoriteActors = listsState.favoriteActors.filter((item) => item.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/me/list-ids/', () =>
    HttpResponse.json({
      favorites: listsState.favorites.map((movie) => movie.id),
      watchlist: listsState.watchlist.map((movie) => movie.id),
      favorite_actors: listsState.favoriteActors.map((person) => person.id),
    }),
  ),
];
