import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLoadStatusTranslation } from '../../components/LoadFailure';
import { PageTitle } from '../../components/PageTitle';
import { movieDbEndpoints } from '../catalogue';
import { MovieListView } from '../catalogue';
import { PeopleResults } from '../person';
import { runMovieSearch } from './runMovieSearch';
import { pageChanged } from './searchSlice';

/**
 * /movieSearch: the people matching the query, then the search slice's films; changing the page
 * searches again. A failed search says so, with a button that searches again, rather than
 * showing results it does not have (docs/PRODUCT.md §13).
 */
export default function MovieSearchPage() {
  const { t } = useTranslation();
  const { t: tStatus } = useLoadStatusTranslation();
  const dispatch = useAppDispatch();
  const { movies, criteria, currentPage, totalPages } = useAppSelector((state) => state.search);
  const query = criteria.trim();
  const request = useAppSelector(movieDbEndpoints.endpoints.searchMovies.select({ query, page: currentPage }));
  // People are searched for the text the (debounced) movie search went out for, not at every
  // keystroke; until the next movie search goes out, the last one's people stay, like its films.
  const [peopleQuery, setPeopleQuery] = useState(request.isUninitialized ? '' : query);
  if (!request.isUninitialized && peopleQuery !== query) setPeopleQuery(query);

  const changePage = (page: number) => {
    dispatch(pageChanged(page));
    void dispatch(runMovieSearch(query, page));
  };

  return (
    <>
      <PageTitle>{t('pages.movieSearch')}</PageTitle>
      {query ? (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('browse.resultsFor', { query })}
          </Typography>
          <PeopleResults query={peopleQuery} />
          <MovieListView
            data={{ results: movies }}
            isLoading={request.isLoading}
            errorText={request.isError ? tStatus('searchFailed') : null}
            onRetry={() => void dispatch(runMovieSearch(query, currentPage))}
            page={currentPage}
            totalPages={totalPages}
            onPageChange={changePage}
          />
        </>
      ) : (
        <Typography color="text.secondary">{t('browse.searchPrompt')}</Typography>
      )}
    </>
  );
}
