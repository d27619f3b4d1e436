import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/PageTitle';
import { movieDbEndpoints } from '../catalogue';
import { MovieListView } from '../catalogue';
import { runMovieSearch } from './runMovieSearch';
import { pageChanged } from './searchSlice';

/** /movieSearch: the search slice's results; changing the page searches again. */
export default function MovieSearchPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { movies, criteria, currentPage, totalPages } = useAppSelector((state) => state.search);
  const query = criteria.trim();
  const request = useAppSelector(movieDbEndpoints.endpoints.searchMovies.select({ query, page: currentPage }));

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
          <MovieListView
            data={{ page: currentPage, results: movies, total_pages: totalPages, total_results: movies.length }}
            isLoading={request.isLoading}
            // Search failures are only logged (docs/PRODUCT.md §3.2): the last results stay.
            errorText={null}
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
