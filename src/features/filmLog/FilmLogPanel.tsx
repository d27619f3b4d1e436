import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNotify } from '../../components/Notifications';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { EntryDialog } from './EntryDialog';
import type { AppDispatch } from '../../app/store';
import { filmLogApi, useFilmStateQuery, useRateFilmMutation } from './filmLogApi';
import { ListsMenu } from './ListsMenu';
import { RatingInput } from './RatingInput';
import { TitledSection } from '../../components/TitledSection';
import { useSaveEntry } from './useSaveEntry';
import { useLongDate } from './useLongDate';

/** The film page's log: how often and when last watched, mark watched, the film's rating, its lists. */
/** Before the film page renders: what the panel shows of the film's log (filmLog/index.ts, prefetchFilmLog). */
export function prefetchFilmState(dispatch: AppDispatch, movieId: number): void {
  void dispatch(filmLogApi.util.prefetch('filmState', movieId, {}));
}

export default function FilmLogPanel({ movie }: { movie: { id: number; title: string } }) {
  const { t } = useFilmLogTranslation();
  const notify = useNotify();
  const film = useFilmStateQuery(movie.id);
  const [rateFilm] = useRateFilmMutation();
  const [logging, setLogging] = useState(false);
  const [listsAnchor, setListsAnchor] = useState<HTMLElement | null>(null);
  const [listsOpened, setListsOpened] = useState(false);
  const saveEntry = useSaveEntry(movie.id);
  const longDate = useLongDate();

  async function rate(rating: number | null) {
    try {
      await rateFilm({ movieId: movie.id, rating }).unwrap();
    } catch {
      notify(t('film.rateError'), { variant: 'error' });
    }
  }

  const watched = film.data?.watched ?? [];
  const last = watched.at(0);
  return (
    <Box sx={{ mt: 2 }}>
      <TitledSection title={t('film.title')}>
      {film.isError ? (
        <Alert severity="error">{t('film.loadError')}</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1 }}>
            {last ? t('film.watchedCount', { count: watched.length, date: longDate(last.watched_on) }) : t('film.notWatched')}
          </Typography>
          <RatingInput label={t('film.yourRating')} value={film.data?.rating ?? null} onChange={(rating) => void rate(rating)} disabled={!film.data} />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }}>
            <Button variant="contained" startIcon={<VisibilityIcon />} onClick={() => setLogging(true)}>
              {t('film.markWatched')}
            </Button>
            <Button
              variant="outlined"
              startIcon={<PlaylistAddIcon />}
              aria-haspopup="menu"
              onClick={(event) => {
                setListsAnchor(event.currentTarget);
                setListsOpened(true);
              }}
            >
              {t('lists.menu', { title: movie.title })}
            </Button>
          </Box>
        </>
      )}
      {listsOpened && <ListsMenu movie={movie} anchorEl={listsAnchor} onClose={() => setListsAnchor(null)} />}
      {logging && <EntryDialog title={t('entry.dialogTitle', { title: movie.title })} onSave={saveEntry} onClose={() => setLogging(false)} />}
      </TitledSection>
    </Box>
  );
}
