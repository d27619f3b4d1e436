import { http, HttpResponse } from 'msw';
import type { MoviePage, MovieSummary } from '../../../contract/movies';
import { TEST_API_KEY } from './auth';
import type { CountryList, LanguageList } from '../../../contract/configuration';
import { anonymousFilm, catalogue, godfather, godfatherPartII, invalidApiKey, pageOf, pageParam, WORLD_FILMS } from './movies';
import { people } from './people';

/**
 * /3/discover/movie as TMDB answers it (docs/PRODUCT.md §9.1), over the movie handlers'
 * catalogue: every filter parameter narrows the list, sort_by orders it, page slices it.
 * Runtime and revenue are not in a list entry, so they are given here, per film.
 */
const runtimes = new Map<number, number>([
  [godfather.id, 175],
  [godfatherPartII.id, 202],
  [anonymousFilm.id, 90],
]);
const revenues = new Map<number, number>([
  [godfather.id, 134_966_411],
  [godfatherPartII.id, 47_542_841],
]);
/** The catalogue's other films run from 85 to 144 minutes. */
const runtimeOf = (movie: MovieSummary) => runtimes.get(movie.id) ?? 85 + ((movie.id * 7) % 60);
const revenueOf = (movie: MovieSummary) => revenues.get(movie.id) ?? 0;

/** The catalogue's other films were made in the US. */
const countriesOf = (movie: MovieSummary) => WORLD_FILMS.get(movie.id)?.countries ?? ['US'];

const castOf = (personId: number) => new Set(people.find((person) => person.details.id === personId)?.cast.map(([film]) => film.id) ?? []);
const crewOf = (personId: number) => new Set(people.find((person) => person.details.id === personId)?.directed.map((film) => film.id) ?? []);

/** TMDB's id lists: a pipe means any of them, a comma every one. */
function idsMatch(text: string, has: (id: number) => boolean): boolean {
  if (text.includes('|')) return text.split('|').some((id) => has(Number(id)));
  return text.split(',').every((id) => has(Number(id)));
}

type Filter = (movie: MovieSummary, value: string) => boolean;

const filters: Partial<Record<string, Filter>> = {
  with_genres: (movie, value) => idsMatch(value, (id) => movie.genre_ids.includes(id)),
  without_genres: (movie, value) => !value.split(/[|,]/).some((id) => movie.genre_ids.includes(Number(id))),
  primary_release_year: (movie, value) => movie.release_date.startsWith(`${value}-`),
  'primary_release_date.gte': (movie, value) => movie.release_date !== '' && movie.release_date >= value,
  'primary_release_date.lte': (movie, value) => movie.release_date !== '' && movie.release_date <= value,
  'vote_average.gte': (movie, value) => movie.vote_average >= Number(value),
  'vote_average.lte': (movie, value) => movie.vote_average <= Number(value),
  'vote_count.gte': (movie, value) => movie.vote_count >= Number(value),
  'with_runtime.gte': (movie, value) => runtimeOf(movie) >= Number(value),
  'with_runtime.lte': (movie, value) => runtimeOf(movie) <= Number(value),
  with_cast: (movie, value) => idsMatch(value, (id) => castOf(id).has(movie.id)),
  with_crew: (movie, value) => idsMatch(value, (id) => crewOf(id).has(movie.id)),
  with_people: (movie, value) => idsMatch(value, (id) => castOf(id).has(movie.id) || crewOf(id).has(movie.id)),
  with_original_language: (movie, value) => value.split('|').includes(movie.original_language),
  with_origin_country: (movie, value) => value.split('|').some((code) => countriesOf(movie).includes(code)),
};

type SortValue = (movie: MovieSummary) => number | string;

const popularity: SortValue = (movie) => movie.popularity;
const sortValues: Partial<Record<string, SortValue>> = {
  popularity,
  vote_average: (movie) => movie.vote_average,
  vote_count: (movie) => movie.vote_count,
  primary_release_date: (movie) => movie.release_date,
  release_date: (movie) => movie.release_date,
  title: (movie) => movie.title,
  original_title: (movie) => movie.original_title,
  revenue: revenueOf,
};

/** sort_by as TMDB reads it (field.asc or field.desc); anything else is its default, popularity.desc. */
function sorted(movies: MovieSummary[], sortBy: string | null): MovieSummary[] {
  const [field = '', order = ''] = (sortBy ?? '').split('.');
  const valid = order === 'asc' || order === 'desc' ? sortValues[field] : undefined;
  const value = valid ?? popularity;
  const direction = valid && order === 'asc' ? 1 : -1;
  return [...movies].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    const compared = typeof x === 'string' && typeof y === 'string' ? x.localeCompare(y) : Number(x) - Number(y);
    return compared * direction;
  });
}

export const discoverHandlers = [
  http.get('*/3/discover/movie', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    const found = catalogue.filter((movie) =>
      [...url.searchParams].every(([name, value]) => filters[name]?.(movie, value) ?? true),
    );
    return HttpResponse.json<MoviePage>(pageOf(sorted(found, url.searchParams.get('sort_by')), pageParam(url)));
  }),
  // The configuration lists as the embedded catalogue answers them: the codes its films use.
  http.get('*/3/configuration/languages', ({ request }) => {
    if (new URL(request.url).searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    return HttpResponse.json<LanguageList>([
      { iso_639_1: 'en', english_name: 'English', name: 'English' },
      { iso_639_1: 'ja', english_name: 'Japanese', name: '日本語' },
      { iso_639_1: 'pt', english_name: 'Portuguese', name: 'Português' },
    ]);
  }),
  http.get('*/3/configuration/countries', ({ request }) => {
    if (new URL(request.url).searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    return HttpResponse.json<CountryList>([
      { iso_3166_1: 'BR', english_name: 'Brazil', native_name: 'Brazil' },
      { iso_3166_1: 'FR', english_name: 'France', native_name: 'France' },
      { iso_3166_1: 'JP', english_name: 'Japan', native_name: 'Japan' },
      { iso_3166_1: 'SU', english_name: 'Soviet Union', native_name: 'Soviet Union' },
      { iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States of America' },
    ]);
  }),
];
