import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { pageFromSearch } from '../../../contract/firstScreen';
import { PageControls } from '../../components/PageControls/PageControls';
import { PageTitle } from '../../components/PageTitle';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { usePageInRange, usePageParam } from '../../entities/catalogue';
import { ListMovieRows } from './ListMovieRows';
import { isNotFound, useSharedListQuery, userListsApi } from '../../entities/userLists/userListsApi';

/** The list's page the URL asks for (?page=N). */
export function loader(dispatch: AppDispatch, { params, search }: Landing): void {
  void dispatch(userListsApi.util.prefetch('sharedList', { token: params.token ?? '', page: pageFromSearch(search) }, {}));
}

/** /shared/:token, signed in or not: a shared list read-only, with nothing about its owner. */
export default function SharedListPage() {
  const { t } = useFilmLogTranslation();
  const token = useParams().token ?? '';
  const [page, setPage] = usePageParam();
  const shared = useSharedListQuery({ token, page });
  const pastEnd = usePageInRange(page, shared.currentData?.total_pages, setPage);
  const signedIn = useAppSelector((state) => state.session.isAuthenticated);

  if (shared.isError) {
    return (
      <>
        <PageTitle>{t('shared.title')}</PageTitle>
        <Alert severity="error">{isNotFound(shared.error) ? t('shared.notFound') : t('shared.loadError')}</Alert>
      </>
    );
  }
  if (!shared.data || pastEnd) return <LinearProgress aria-label={t('shared.title')} />;
  const { list, results, total_pages } = shared.data;
  return (
    <>
      <PageTitle>{list.name}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('shared.readOnly')} · {t('userLists.movieCount', { count: list.movie_count })}
      </Typography>
      {list.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{list.description}</Typography>}
      {results.length === 0 ? (
        <Typography color="text.secondary">{t('shared.empty')}</Typography>
      ) : (
        <ListMovieRows label={list.name} entries={results} linked={signedIn} />
      )}
      {total_pages > 1 && <PageControls page={page} totalPages={total_pages} onPageChange={setPage} />}
    </>
  );
}
