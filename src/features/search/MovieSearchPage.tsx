import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useNavigationType, useSearchParams } from 'react-router';
import { pageFromSearch } from '../../../contract/firstScreen';
import { SEARCH_QUERY_MAX_LENGTH } from '../../../contract/search';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { useLoadStatusTranslation } from '../../components/LoadFailure';
import { PageTitle } from '../../components/PageTitle';
import { plainInputSx } from '../../components/plainInputSx';
import { movieSearchPath, paths } from '../../config/paths';
import { movieDbEndpoints } from '../../entities/catalogue';
import { MovieListView, usePageInRange } from '../../entities/catalogue';
import { prefetchListIds } from '../../entities/lists';
import { PeopleResults, peopleSearchApi } from '../../entities/person';
import { runMovieSearch, showArrivingSearch, showLinkedSearch } from './runMovieSearch';
import { pageChanged } from './searchSlice';
import { movieCardActions } from '../../app/cardActions';

/** The search a URL names: its text (cut to what the search takes, as the field would) and page. */
function linkedSearch(searchParams: URLSearchParams): { query: string; page: number } {
  return { query: (searchParams.get('query') ?? '').trim().slice(0, SEARCH_QUERY_MAX_LENGTH).trimEnd(), page: pageFromSearch(searchParams) };
}

/** A search's link: its films into the search slice, the people found, the list ids the cards' buttons read. */
export async function loader(dispatch: AppDispatch, { search }: Landing): Promise<void> {
  const { query, page } = linkedSearch(search);
  if (!query) return;
  void prefetchListIds(dispatch);
  void dispatch(peopleSearchApi.util.prefetch('searchPeople', { query, page: 1 }, {}));
  await dispatch(showArrivingSearch(query, page));
}

const searchInputSx = { ...plainInputSx, flexGrow: 1, minWidth: 0 } as const;

/**
 * A plain search form: the search of a reader whose browser runs no scripts (the header's field
 * needs them), answered by the server's render of /movieSearch?query=…. With the app, the same
 * address by the router.
 */
function SearchForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const field = useRef<HTMLInputElement>(null);
  return (
    <Box
      component="form"
      role="search"
      method="get"
      action={paths.movieSearch}
      onSubmit={(event) => {
        event.preventDefault();
        const query = field.current?.value.trim() ?? '';
        if (!query) return;
        // The slice leads, as when typing in the header's field; the URL follows.
        void dispatch(showLinkedSearch(query, 1));
        // After the event: React takes a navigation (a transition) begun during a submit for a
        // form action's, and reads the form into a FormData for useFormStatus, which nothing here uses.
        queueMicrotask(() => void navigate(movieSearchPath(query)));
      }}
      sx={{ display: 'flex', gap: 1, mt: 2, maxWidth: 480 }}
    >
      <Box
        component="input"
        ref={field}
        type="search"
        name="query"
        required
        aria-label={t('browse.searchFormLabel')}
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        sx={searchInputSx}
      />
      <Button type="submit" variant="contained">
        {t('browse.searchFormSubmit')}
      </Button>
    </Box>
  );
}

/**
 * /movieSearch?query=…&page=…: the people matching the query, then the search slice's films;
 * changing the page searches again. A failed search says so, with a button that searches again,
 * rather than showing results it does not have (docs/PRODUCT.md §13).
 */
export default function MovieSearchPage() {
  const { t } = useTranslation();
  const { t: tStatus } = useLoadStatusTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const { query: linkedQuery, page: linkedPage } = linkedSearch(searchParams);
  const { movies, criteria, currentPage, totalPages } = useAppSelector((state) => state.search);
  // The text typed, else the search the URL names: a link's before it is run, and the one shown
  // when the field is emptied (Escape, or every character deleted), which starts no search.
  const query = criteria.trim() || linkedQuery;
  const request = useAppSelector(movieDbEndpoints.endpoints.searchMovies.select({ query, page: currentPage }));

  // Back and Forward to another search, or a first render where no loader ran (a router that runs
  // none, as the tests' does): the URL's search, where it is not the one shown. Not for the URL
  // typing or paging goes to: they change the slice first, and reading it back would undo keys
  // typed since on a slow phone.
  const navigationType = useNavigationType();
  useEffect(() => {
    if (linkedQuery && navigationType === 'POP') void dispatch(showLinkedSearch(linkedQuery, linkedPage));
  }, [linkedQuery, linkedPage, navigationType, dispatch]);
  // The text the (debounced) movie search went out for, not the one typed: until the next search
  // goes out, the last one's films stay, and so do its people and the heading that names it.
  const [searchedQuery, setSearchedQuery] = useState(request.isUninitialized ? '' : query);
  if (!request.isUninitialized && searchedQuery !== query) setSearchedQuery(query);
  // A search the URL names that this page has not run yet (a link, a reload) shows as loading until it is.
  const arriving = criteria.trim() === '' && searchedQuery === '' && linkedQuery !== '';

  // Nothing matched only once this search's answer says so: while the text waits for its search,
  // while the search is out and while the slice takes its answer, the films are on their way.
  const answeredEmpty = request.isSuccess && request.data.results.length === 0;
  const awaitingFilms = movies.length === 0 && !answeredEmpty && !request.isError;
  // One object per answer: the list defers its cards by this value, so a new one at each render would draw them again.
  const found = useMemo(() => ({ results: movies }), [movies]);

  const changePage = (page: number, options?: { replace: boolean }) => {
    dispatch(pageChanged(page));
    void dispatch(runMovieSearch(query, page));
    void navigate(movieSearchPath(query, page), options);
  };
  // A page past the search's last (docs/PRODUCT.md §2.1): its last, in place.
  const pastEnd = usePageInRange(currentPage, request.data?.total_pages, changePage);

  return (
    <>
      <PageTitle>{t('pages.movieSearch')}</PageTitle>
      {query ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('browse.resultsFor', { query: searchedQuery || query })}
          </Typography>
          <PeopleResults query={searchedQuery} />
          <MovieListView
            renderActions={movieCardActions}
            data={found}
            isLoading={request.isLoading || arriving || awaitingFilms || pastEnd}
            errorText={request.isError ? tStatus('searchFailed') : null}
            onRetry={() => void dispatch(runMovieSearch(query, currentPage))}
            page={currentPage}
            totalPages={totalPages}
            onPageChange={changePage}
          />
        </>
      ) : (
        <>
          <Typography color="text.secondary">{t('browse.searchPrompt')}</Typography>
          <SearchForm />
        </>
      )}
    </>
  );
}
