import { http, HttpResponse } from 'msw';
import type { ListIds, PersonSummary } from '../../../contract/lists';
import type { MoviePage, MovieSummary } from '../../../contract/movies';
import type { PersonPage } from '../../../contract/profile';
import { movieSummary, pageOf, pageParam } from './movies';
import { people } from './people';
import { refusal } from './errors';

/**
 * The personal lists part of the API contract (/api/me/...), in memory. Tests that change
 * `listsState` call resetListsState() in beforeEach so no test sees another's lists.
 */
export const starWars = movieSummary(11, 'Star Wars', { poster_path: '/star-wars.svg', release_date: '1977-05-25', vote_average: 8.7 });
export const spaceOdyssey = movieSummary(62, '2001: A Space Odyssey', { poster_path: '/2001.svg', release_date: '1968-04-02', vote_average: 8.3 });
export const alien = movieSummary(348, 'Alien', { poster_path: null, release_date: '1979-05-25', vote_average: 8.5 });
export const harrisonFord: PersonSummary = { id: 3, name: 'Harrison Ford', profile_path: '/ford.jpg' };
export const sigourneyWeaver: PersonSummary = { id: 10205, name: 'Sigourney Weaver', profile_path: null };

/** The films and people the handlers know; any other id is a 404, as on the server. */
const sampleMovies: MovieSummary[] = [starWars, spaceOdyssey, alien];
const samplePeople: PersonSummary[] = [
  harrisonFord,
  sigourneyWeaver,
  ...people.map(({ details: { id, name, profile_path } }) => ({ id, name, profile_path })),
];

export const listsState = {
  /** Newest first, as the server keeps them. */
  favorites: [] as MovieSummary[],
  watchlist: [] as MovieSummary[],
  favoriteActors: [] as PersonSummary[],
};

export function resetListsState(): void {
  listsState.favorites = [];
  listsState.watchlist = [];
  listsState.favoriteActors = [];
}


type MovieList = 'favorites' | 'watchlist';

const movieListHandlers = (list: MovieList) => [
  http.get(`*/api/me/${list}/`, ({ request }) => HttpResponse.json<MoviePage>(pageOf(listsState[list], pageParam(new URL(request.url))))),
  http.put(`*/api/me/${list}/:id/`, ({ params }) => {
    const movie = sampleMovies.find((candidate) => candidate.id === Number(params.id));
    if (!movie) return refusal(404, 'movie_not_found');
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
  http.get('*/api/me/favorite-actors/', ({ request }) => HttpResponse.json<PersonPage>(pageOf(listsState.favoriteActors, pageParam(new URL(request.url))))),
  http.put('*/api/me/favorite-actors/:id/', ({ params }) => {
    const person = samplePeople.find((candidate) => candidate.id === Number(params.id));
    if (!person) return refusal(404, 'person_not_found');
    listsState.favoriteActors = [person, ...listsState.favoriteActors.filter((item) => item.id !== person.id)];
    return new HttpResponse(null, { status: 204 });
  }),
  http.delete('*/api/me/favorite-actors/:id/', ({ params }) => {
    listsState.favoriteActors = listsState.favoriteActors.filter((item) => item.id !== Number(params.id));
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('*/api/me/list-ids/', () =>
    HttpResponse.json<ListIds>({
      favorites: listsState.favorites.map((movie) => movie.id),
      watchlist: listsState.watchlist.map((movie) => movie.id),
      favorite_actors: listsState.favoriteActors.map((person) => person.id),
    }),
  ),
];
