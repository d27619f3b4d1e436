import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { Credits, FilmPageDetails, MoviePage } from '../../../contract/movies';
import { type MovieRequest, useMovieCreditsQuery, useSimilarMoviesQuery } from '../../entities/catalogue';

/** What the page reads of a part: the query's own state when the part was asked for alone. */
export interface FilmPart<T> {
  currentData?: T | undefined;
  isUninitialized: boolean;
  isFetching: boolean;
  error?: FetchBaseQueryError | SerializedError | undefined;
  refetch: () => void;
}

const brought = <T>(currentData: T): FilmPart<T> => ({ currentData, isUninitialized: false, isFetching: false, refetch: () => undefined });

/**
 * The film page's credits, similar films and release dates come with its details (browseApi
 * appends them): read from there, with no request of their own. Where the details came without
 * one (they failed, or the proxy did not append it), it is asked for alone, with that request's
 * own loading, error and retry. `wait` holds the request back until the details have settled.
 */
export function useFilmCredits(request: MovieRequest, details: FilmPageDetails | undefined, wait = false): FilmPart<Credits> {
  const appended = details?.credits;
  const alone = useMovieCreditsQuery(request, { skip: wait || appended !== undefined });
  return appended ? brought({ id: request.id, ...appended }) : alone;
}

export function useSimilarFilms(request: MovieRequest, details: FilmPageDetails | undefined): FilmPart<MoviePage> {
  const appended = details?.similar;
  const alone = useSimilarMoviesQuery(request, { skip: appended !== undefined });
  return appended ? brought(appended) : alone;
}
