import { http, HttpResponse } from 'msw';
import type { CastMember, Credits, CrewMember, Genre, MovieDetails, MoviePage, MovieSummary, ReleaseDates } from '../../../contract/movies';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search';
import { TEST_API_KEY } from './auth';
import { serverText } from './errors';

/**
 * The movie part of the API contract (contract/movies.ts, docs/API.md): the /api/tmdb proxy
 * and the /3 movie database, over a small fixed catalogue.
 */
const PAGE_SIZE = 20;

const genresEn: Genre[] = [
  { id: 28, name: 'Action' },
  { id: 18, name: 'Drama' },
  { id: 80, name: 'Crime' },
];
const genresEs: Genre[] = [
  { id: 28, name: 'Acción' },
  { id: 18, name: 'Drama' },
  { id: 80, name: 'Crimen' },
];

export function movieSummary(id: number, title: string, overrides: Partial<MovieSummary> = {}): MovieSummary {
  return {
    adult: false,
    backdrop_path: null,
    genre_ids: [18],
    id,
    original_language: 'en',
    original_title: title,
    overview: '',
    popularity: 100 - (id % 100),
    poster_path: `/poster-${id}.svg`,
    release_date: '1990-06-15',
    title,
    video: false,
    vote_average: 7.5,
    vote_count: 1000,
    ...overrides,
  };
}

export const godfather = movieSummary(900000001, 'The Godfather', {
  genre_ids: [80, 18],
  release_date: '1972-03-24',
  vote_average: 9.2,
});
export const godfatherPartII = movieSummary(900000002, 'The Godfather: Part II', { genre_ids: [80, 18], release_date: '1974-12-20' });
/** A film whose credits name no director. */
export const anonymousFilm = movieSummary(900000003, 'Anonymous Film', { genre_ids: [28], release_date: '' });

/** Two films from elsewhere: Discover finds them by original language and country (handlers/discover.ts). */
export const WORLD_FILMS: ReadonlyMap<number, { language: string; countries: string[] }> = new Map([
  [900000101, { language: 'ja', countries: ['JP'] }],
  [900000102, { language: 'pt', countries: ['BR', 'FR'] }],
]);

/** 45 films: three pages of popular movies, 20 + 20 + 5. */
export const catalogue: MovieSummary[] = [
  godfather,
  godfatherPartII,
  anonymousFilm,
  ...Array.from({ length: 42 }, (_, index) => {
    const id = 900000100 + index;
    return movieSummary(id, `Popular Film ${index + 4}`, { original_language: WORLD_FILMS.get(id)?.language ?? 'en' });
  }),
];

/** TMDB's paged envelope (contract pagedSchema) over `items`, as every list route answers. */
export function pageOf<T>(items: T[], page: number): { page: number; results: T[]; total_pages: number; total_results: number } {
  return {
    page,
    results: items.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE),
    total_pages: Math.ceil(items.length / PAGE_SIZE),
    total_results: items.length,
  };
}

export function movieDetails(movie: MovieSummary): MovieDetails {
  return {
    adult: false,
    backdrop_path: null,
    belongs_to_collection: null,
    budget: 0,
    genres: genresEn.filter((genre) => movie.genre_ids.includes(genre.id)),
    homepage: '',
    id: movie.id,
    imdb_id: null,
    origin_country: [],
    original_language: movie.original_language,
    original_title: movie.original_title,
    overview: movie.overview,
    popularity: movie.popularity,
    poster_path: movie.poster_path,
    production_companies: [],
    production_countries: [],
    release_date: movie.release_date,
    revenue: 0,
    runtime: 175,
    spoken_languages: [],
    status: 'Released',
    tagline: '',
    title: movie.title,
    video: false,
    vote_average: movie.vote_average,
    vote_count: movie.vote_count,
  };
}

const person = { adult: false, gender: 2, known_for_department: 'Acting', popularity: 10 };

const castMember = (id: number, name: string, character: string, profilePath: string | null, order: number): CastMember => ({
  ...person,
  id,
  name,
  original_name: name,
  profile_path: profilePath,
  cast_id: id,
  character,
  credit_id: `credit-${id}`,
  order,
});

const director = (name: string): CrewMember => ({
  ...person,
  known_for_department: 'Directing',
  id: 900500001,
  name,
  original_name: name,
  profile_path: null,
  credit_id: 'credit-director',
  department: 'Directing',
  job: 'Director',
});

function creditsFor(movieId: number): Credits {
  if (movieId !== godfather.id) return { id: movieId, cast: [], crew: [] };
  return {
    id: movieId,
    cast: [castMember(1, 'Marlon Brando', 'Don Vito Corleone', '/brando.jpg', 0), castMember(2, 'Al Pacino', 'Michael Corleone', null, 1)],
    crew: [director('Francis Ford Coppola')],
  };
}

const notFound = () => HttpResponse.json({ error: serverText('movie_not_found'), code: 'movie_not_found' }, { status: 404 });
const findMovie = (id: unknown) => catalogue.find((movie) => movie.id === Number(id));
export const pageParam = (url: URL) => Number(url.searchParams.get('page') ?? '1');

// Only The Godfather is rated in these handlers; every other film's release is uncertified.
function releaseDatesOf(movie: MovieSummary): ReleaseDates {
  // As the server: a film without a full release date has no release.
  if (movie.release_date.length !== 10) return { id: movie.id, results: [] };
  const release = { certification: movie.id === godfather.id ? 'R' : '', descriptors: [], iso_639_1: '', note: '', type: 3 };
  return { id: movie.id, results: [{ iso_3166_1: 'US', release_dates: [{ ...release, release_date: `${movie.release_date}T00:00:00.000Z` }] }] };
}

const similarTo = (movie: MovieSummary): MoviePage =>
  pageOf(catalogue.filter((other) => other.id !== movie.id && other.genre_ids.some((id) => movie.genre_ids.includes(id))), 1);

const withoutId = <T extends { id: number }>({ id: _id, ...rest }: T) => rest;

/** As the server: each answer TMDB's append_to_response names, nested without its id. */
function appended(movie: MovieSummary, names: string[]): Record<string, object> {
  const answers: Record<string, object> = {
    credits: withoutId(creditsFor(movie.id)),
    similar: similarTo(movie),
    release_dates: withoutId(releaseDatesOf(movie)),
  };
  return Object.fromEntries(Object.entries(answers).filter(([name]) => names.includes(name)));
}

/** The search endpoints' answer to a query longer than they take (server/routes/tmdb-v3/tmdb-errors.ts). */
export const queryTooLong = () =>
  HttpResponse.json({ errors: [`query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`], success: false }, { status: 422 });

export const invalidApiKey = () =>
  HttpResponse.json(
    { status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.', success: false },
    { status: 401 },
  );

export const movieHandlers = [
  http.get('*/api/tmdb/populares/', ({ request }) => HttpResponse.json<MoviePage>(pageOf(catalogue, pageParam(new URL(request.url))))),
  http.get('*/api/tmdb/movie/:id/', ({ params, request }) => {
    const movie = findMovie(params.id);
    if (!movie) return notFound();
    const names = new URL(request.url).searchParams.get('append_to_response')?.split(',') ?? [];
    return HttpResponse.json({ ...movieDetails(movie), ...appended(movie, names) });
  }),
  http.get('*/api/tmdb/movie/:id/credits/', ({ params }) =>
    findMovie(params.id) ? HttpResponse.json(creditsFor(Number(params.id))) : notFound(),
  ),
  http.get('*/api/tmdb/movie/:id/release_dates/', ({ params }) => {
    const movie = findMovie(params.id);
    return movie ? HttpResponse.json<ReleaseDates>(releaseDatesOf(movie)) : notFound();
  }),
  http.get('*/api/tmdb/movie/:id/similar', ({ params }) => {
    const movie = findMovie(params.id);
    return movie ? HttpResponse.json(similarTo(movie)) : notFound();
  }),
  http.get('*/3/search/movie', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    if (query.length > SEARCH_QUERY_MAX_LENGTH) return queryTooLong();
    const found = query ? catalogue.filter((movie) => movie.title.toLowerCase().includes(query)) : [];
    return HttpResponse.json(pageOf(found, pageParam(url)));
  }),
  http.get('*/3/genre/movie/list', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    return HttpResponse.json({ genres: url.searchParams.get('language')?.startsWith('es') ? genresEs : genresEn });
  }),
];
