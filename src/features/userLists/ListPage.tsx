import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { pageFromSearch } from '../../../contract/firstScreen';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { PageControls } from '../../components/PageControls/PageControls';
import { useNotify } from '../../components/Notifications';
import { PageTitle } from '../../components/PageTitle';
import { idParam, paths } from '../../config/paths';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { usePageInRange, usePageParam } from '../../entities/catalogue';
import { ListMovieRows } from './ListMovieRows';
import { MoveButtons, moved } from './MoveButtons';
import { SharePanel } from './SharePanel';
import { isNotFound, useListQuery, useOrderListMoviesMutation, useRemoveListMovieMutation, userListsApi } from '../../entities/userLists/userListsApi';

/** The list's page the URL asks for (?page=N). */
export function loader(dispatch: AppDispatch, { params, search }: Landing): void {
  const listId = idParam(params.listId);
  if (listId !== null) void dispatch(userListsApi.util.prefetch('list', { listId, page: pageFromSearch(search) }, {}));
}

/** /lists/:listId: one of your lists, its films in order (move, remove) and its share link. */
export default function ListPage() {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const listId = idParam(useParams().listId) ?? 0;
  const [page, setPage] = usePageParam();
  const request = { listId, page };
  const list = useListQuery(request, { skip: listId === 0 });
  const pastEnd = usePageInRange(page, list.currentData?.total_pages, setPage);
  const [orderMovies] = useOrderListMoviesMutation();
  const [removeMovie] = useRemoveListMovieMutation();
  const back = (
    <Button component={RouterLink} to={paths.lists} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('list.back')}
    </Button>
  );

  if (list.isError || list.isUninitialized) {
    const missing = list.isUninitialized || isNotFound(list.error);
    return (
      <>
        {back}
        <Alert severity="error">{missing ? t('list.notFound') : t('list.loadError')}</Alert>
      </>
    );
  }
  if (!list.data || pastEnd) return <LinearProgress aria-label={t('list.films')} />;

  const { list: summary, results, total_pages } = list.data;
  const ids = results.map((entry) => entry.movie_id);

  async function move(from: number, to: number) {
    try {
      await orderMovies({ ...request, movieIds: moved(ids, from, to) }).unwrap();
    } catch {
      notify(t('userLists.orderError'), { variant: 'error' });
    }
  }

  async function remove(movieId: number) {
    try {
      await removeMovie({ listId, movieId }).unwrap();
    } catch {
      notify(t('list.removeError'), { variant: 'error' });
    }
  }

  return (
    <>
      {back}
      <PageTitle>{summary.name}</PageTitle>
      {summary.description && <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{summary.description}</Typography>}
      <SharePanel list={summary} />
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('list.films')} · {t('userLists.movieCount', { count: summary.movie_count })}
      </Typography>
      {results.length === 0 ? (
        <Typography color="text.secondary">{t('list.empty')}</Typography>
      ) : (
        <ListMovieRows
          label={t('list.films')}
          entries={results}
          linked
          renderActions={(entry, index) => {
            const title = entry.movie?.title ?? t('diary.missingFilm');
            return (
              <Box sx={{ display: 'flex' }}>
                <MoveButtons upLabel={t('list.moveUp', { title })} downLabel={t('list.moveDown', { title })} index={index} count={results.length} onMove={(from, to) => void move(from, to)} />
                <IconButton aria-label={t('list.remove', { title })} onClick={() => void remove(entry.movie_id)}>
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            );
          }}
        />
      )}
      {total_pages > 1 && <PageControls page={page} totalPages={total_pages} onPageChange={setPage} />}
    </>
  );
}
