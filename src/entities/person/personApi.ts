import { apiPath } from '../../../contract/apiPaths';
import { PERSON_PROXY_PATHS, PERSON_SEARCH_PATH } from '../../../contract/personPaths';
import { movieDbApi } from '../../api/movieDbApi';
import { productApi } from '../../api/productApi';
import type { PersonDetails, PersonMovieCredits, PersonSearchPage } from '../../../contract/people';
import { CATALOGUE_CACHE_SECONDS, MOVIE_DB_LANGUAGE } from '../catalogue';

export interface PersonRequest {
  id: number;
  language: string;
}

interface PeopleSearchRequest {
  query: string;
  page: number;
}

/** The product API's person pages (/api/tmdb/person): who someone is and the films they are in. */
export const personApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    personDetails: build.query<PersonDetails, PersonRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(PERSON_PROXY_PATHS.person, { id }), params: { language } }),
    }),
    personMovieCredits: build.query<PersonMovieCredits, PersonRequest>({
      keepUnusedDataFor: CATALOGUE_CACHE_SECONDS,
      query: ({ id, language }) => ({ url: apiPath(PERSON_PROXY_PATHS.movieCredits, { id }), params: { language } }),
    }),
  }),
});

/** The movie database's person search, asked like its movie search (adult content excluded, en-US). */
export const peopleSearchApi = movieDbApi.injectEndpoints({
  endpoints: (build) => ({
    searchPeople: build.query<PersonSearchPage, PeopleSearchRequest>({
      query: ({ query, page }) => ({
        url: PERSON_SEARCH_PATH,
        params: { query, include_adult: false, language: MOVIE_DB_LANGUAGE, page },
      }),
    }),
  }),
});

export const { usePersonDetailsQuery, usePersonMovieCreditsQuery } = personApi;
export const { useSearchPeopleQuery } = peopleSearchApi;
