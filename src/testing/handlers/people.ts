import { http, HttpResponse } from 'msw';
import type { MovieSummary } from '../../../contract/movies';
import type { PersonCastCredit, PersonCrewCredit, PersonDetails, PersonMovieCredits, PersonSearchResult } from '../../../contract/people';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search';
import { TEST_API_KEY } from './auth';
import { godfather, godfatherPartII, invalidApiKey, movieSummary, pageOf, pageParam, queryTooLong } from './movies';

/**
 * The people part of the API contract (contract/people.ts): /api/tmdb/person/{id}/ and its
 * movie_credits/, and /3/search/person, over the people of the movie handlers' credits plus
 * one prolific actor whose filmography needs paging.
 */
interface MockPerson {
  details: PersonDetails;
  cast: Array<[MovieSummary, string]>;
  directed: MovieSummary[];
}

function personDetails(id: number, name: string, known_for_department: string, profile_path: string | null = null): PersonDetails {
  return {
    adult: false,
    also_known_as: [],
    biography: '',
    birthday: null,
    deathday: null,
    gender: 2,
    homepage: null,
    id,
    imdb_id: null,
    known_for_department,
    name,
    place_of_birth: null,
    popularity: 10,
    profile_path,
  };
}

const undatedFilm = movieSummary(900000900, 'Undated Film', { release_date: '', poster_path: null });
/** 30 films over 15 years, two a year: more than one step of a filmography. */
const prolificFilms = Array.from({ length: 30 }, (_, index) =>
  movieSummary(900001000 + index, `Prolific Film ${index + 1}`, { release_date: `${1990 + Math.floor(index / 2)}-0${(index % 2) + 1}-10` }),
);

export const marlonBrando: MockPerson = {
  details: personDetails(1, 'Marlon Brando', 'Acting', '/brando.jpg'),
  cast: [[godfather, 'Don Vito Corleone']],
  directed: [],
};
export const alPacino: MockPerson = {
  details: personDetails(2, 'Al Pacino', 'Acting'),
  cast: [
    [godfather, 'Michael Corleone'],
    [godfatherPartII, 'Michael Corleone'],
    [undatedFilm, ''],
  ],
  directed: [],
};
export const francisFordCoppola: MockPerson = {
  details: personDetails(900500001, 'Francis Ford Coppola', 'Directing'),
  cast: [],
  directed: [godfather, godfatherPartII],
};
export const prolificActor: MockPerson = {
  details: personDetails(4, 'Prolific Actor', 'Acting'),
  cast: prolificFilms.map((film, index) => [film, `Part ${index + 1}`]),
  directed: [],
};
/** Someone the catalogue names but in no film it holds. */
export const unknownExtra: MockPerson = { details: personDetails(5, 'Unknown Extra', 'Acting'), cast: [], directed: [] };

export const people: MockPerson[] = [marlonBrando, alPacino, francisFordCoppola, prolificActor, unknownExtra];

function movieCredits({ details, cast, directed }: MockPerson): PersonMovieCredits {
  return {
    id: details.id,
    cast: cast.map(([film, character], order): PersonCastCredit => ({ ...film, character, credit_id: `cast-${details.id}-${film.id}`, order })),
    crew: directed.map((film): PersonCrewCredit => ({ ...film, credit_id: `crew-${details.id}-${film.id}`, department: 'Directing', job: 'Director' })),
  };
}

function searchResult(person: MockPerson): PersonSearchResult {
  const { details } = person;
  return {
    adult: false,
    gender: details.gender,
    id: details.id,
    known_for_department: details.known_for_department,
    name: details.name,
    original_name: details.name,
    popularity: details.popularity,
    profile_path: details.profile_path,
    known_for: [...person.cast.map(([film]) => film), ...person.directed].slice(0, 3).map((film) => ({ ...film, media_type: 'movie' as const })),
  };
}

const findPerson = (id: unknown) => people.find((person) => person.details.id === Number(id));
const notFound = () => HttpResponse.json({ error: 'Person not found.' }, { status: 404 });

export const peopleHandlers = [
  http.get('*/api/tmdb/person/:id/', ({ params }) => {
    const person = findPerson(params.id);
    return person ? HttpResponse.json<PersonDetails>(person.details) : notFound();
  }),
  http.get('*/api/tmdb/person/:id/movie_credits/', ({ params }) => {
    const person = findPerson(params.id);
    return person ? HttpResponse.json<PersonMovieCredits>(movieCredits(person)) : notFound();
  }),
  http.get('*/3/search/person', ({ request }) => {
    const url = new URL(request.url);
    if (url.searchParams.get('api_key') !== TEST_API_KEY) return invalidApiKey();
    const query = (url.searchParams.get('query') ?? '').toLowerCase();
    if (query.length > SEARCH_QUERY_MAX_LENGTH) return queryTooLong();
    const found = query ? people.filter((person) => person.details.name.toLowerCase().includes(query)) : [];
    return HttpResponse.json(pageOf(found.map(searchResult), pageParam(url)));
  }),
];
