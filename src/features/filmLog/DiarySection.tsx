import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { DiaryEntry } from '../../../contract/filmLog';
import { PageControls } from '../../components/PageControls/PageControls';
import { useNotify } from '../../components/Notifications';
import { moviePath } from '../../config/paths';
import { dateFormat } from '../../i18n/intlFormats';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { EntryDialog } from './EntryDialog';
import { useDeleteDiaryEntryMutation, useDiaryQuery } from './filmLogApi';
import { TitledSection } from '../../components/TitledSection';
import { useLongDate } from './useLongDate';
import { useSaveEntry } from './useSaveEntry';

const MONTH_AND_YEAR = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;

/** A page's entries by month ('YYYY-MM'), in the order they came (newest first). */
export function groupByMonth(entries: DiaryEntry[]): { month: string; entries: DiaryEntry[] }[] {
  const groups: { month: string; entries: DiaryEntry[] }[] = [];
  for (const entry of entries) {
    const month = entry.watched_on.slice(0, 7);
    if (groups.at(-1)?.month !== month) groups.push({ month, entries: [] });
    groups.at(-1)?.entries.push(entry);
  }
  return groups;
}


/** The Diary on the profile: viewings by month, newest first, a page at a time; each entry can be changed or deleted. */
export function DiarySection() {
  const { t, i18n } = useFilmLogTranslation();
  const notify = useNotify();
  const [page, setPage] = useState(1);
  const diary = useDiaryQuery(page);
  const [deleteEntry] = useDeleteDiaryEntryMutation();
  const [editing, setEditing] = useState<DiaryEntry | null>(null);
  const longDate = useLongDate();

  async function remove(entry: DiaryEntry) {
    try {
      await deleteEntry({ id: entry.id, movieId: entry.movie_id }).unwrap();
      notify(t('diary.deleted'), { variant: 'success' });
    } catch {
      notify(t('diary.deleteError'), { variant: 'error' });
    }
  }

  let body;
  if (diary.isError) body = <Alert severity="error">{t('diary.loadError')}</Alert>;
  else if (!diary.data) body = <LinearProgress aria-label={t('diary.title')} />;
  else if (diary.data.total_results === 0) body = <Typography color="text.secondary">{t('diary.empty')}</Typography>;
  else {
    body = (
      <>
        {groupByMonth(diary.data.results).map((group) => (
          <Box key={group.month} sx={{ mb: 2 }}>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, textTransform: 'capitalize' }}>
              {dateFormat(i18n.language, MONTH_AND_YEAR).format(new Date(`${group.month}-01T00:00:00Z`))}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {group.entries.map((entry) => {
                const title = entry.movie?.title ?? t('diary.missingFilm');
                const date = longDate(entry.watched_on);
                return (
                  <Box component="li" key={entry.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
                    <Box sx={{ flex: 1, minWidth: 0 }}>
                      {entry.movie ? (
                        <Link component={RouterLink} to={moviePath(entry.movie_id)} underline="hover" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                          {title}
                        </Link>
                      ) : (
                        <Typography component="span">{title}</Typography>
                      )}
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, color: 'text.secondary' }}>
                        <Typography variant="body2" component="span">
                          {date}
                        </Typography>
                        {entry.rating === null ? (
                          <Typography variant="body2" component="span">
                            {t('diary.noRating')}
                          </Typography>
                        ) : (
                          <Rating value={entry.rating} precision={0.5} readOnly size="small" getLabelText={(stars) => t('stars.half', { count: stars })} />
                        )}
                      </Box>
                      {entry.note && (
                        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                          {entry.note}
                        </Typography>
                      )}
                    </Box>
                    <IconButton aria-label={t('diary.edit', { title, date })} onClick={() => setEditing(entry)}>
                      <EditOutlinedIcon />
                    </IconButton>
                    <IconButton aria-label={t('diary.delete', { title, date })} onClick={() => void remove(entry)}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
          </Box>
        ))}
        {diary.data.total_pages > 1 && <PageControls page={page} totalPages={diary.data.total_pages} onPageChange={setPage} />}
      </>
    );
  }

  return (
    <TitledSection title={t('diary.title')}>
      {body}
      {editing && <EditEntry entry={editing} onClose={() => setEditing(null)} />}
    </TitledSection>
  );
}

function EditEntry({ entry, onClose }: { entry: DiaryEntry; onClose: () => void }) {
  const { t } = useFilmLogTranslation();
  const save = useSaveEntry(entry.movie_id, entry.id);
  return (
    <EntryDialog
      title={t('entry.editTitle', { title: entry.movie?.title ?? t('diary.missingFilm') })}
      initial={{ watched_on: entry.watched_on, rating: entry.rating, note: entry.note ?? '' }}
      onSave={save}
      onClose={onClose}
    />
  );
}
