import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Stats } from '../../../contract/filmLog';
import { useApiLanguage, useGenresQuery } from '../catalogue';
import { dateFormat } from '../../i18n/intlFormats';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { useFilmStatsQuery } from './filmLogApi';
import { TitledSection } from '../../components/TitledSection';
import { StatChart } from './StatChart';

const SHORT_MONTH = { month: 'short', timeZone: 'UTC' } as const;

/** The stats panel on the profile (its own chunk with the charting library): the year's films by month, decade and genre, and the ratings. */
export default function StatsSection() {
  const { t, i18n } = useFilmLogTranslation();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const stats = useFilmStatsQuery(year);

  return (
    <TitledSection title={t('stats.title')}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <IconButton aria-label={t('stats.previousYear')} onClick={() => setYear(year - 1)}>
          <NavigateBeforeIcon />
        </IconButton>
        <Typography aria-live="polite">
          {t('stats.year')} {year}
        </Typography>
        <IconButton aria-label={t('stats.nextYear')} onClick={() => setYear(year + 1)} disabled={year >= thisYear}>
          <NavigateNextIcon />
        </IconButton>
      </Box>
      {stats.isError && <Alert severity="error">{t('stats.loadError')}</Alert>}
      {!stats.data && !stats.isError && <LinearProgress aria-label={t('stats.title')} />}
      {stats.data && <StatsCharts stats={stats.data} language={i18n.language} />}
    </TitledSection>
  );
}

function StatsCharts({ stats, language }: { stats: Stats; language: string }) {
  const { t } = useFilmLogTranslation();
  const genres = useGenresQuery({ language: useApiLanguage() });
  const genreName = (id: number) => genres.data?.genres.find((genre) => genre.id === id)?.name ?? t('stats.unknownGenre', { id });
  const films = t('stats.films');
  const ratings = stats.rating_histogram.reduce((sum, row) => sum + row.count, 0);

  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{t('stats.filmsThisYear', { count: stats.films_this_year, year: stats.year })}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('stats.totalFilms', { count: stats.total_films })}
      </Typography>
      {stats.total_films === 0 && ratings === 0 ? (
        <Typography color="text.secondary">{t('stats.noData')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <StatChart
            title={t('stats.byMonth', { year: stats.year })}
            labelHeader={t('stats.month')}
            countHeader={films}
            rows={stats.by_month.map((row) => ({ label: dateFormat(language, SHORT_MONTH).format(new Date(Date.UTC(2000, row.month - 1, 1))), count: row.count }))}
          />
          <StatChart
            title={t('stats.byDecade')}
            labelHeader={t('stats.decade')}
            countHeader={films}
            rows={stats.by_decade.map((row) => ({ label: t('stats.decadeLabel', { decade: row.decade }), count: row.count }))}
          />
          <StatChart
            title={t('stats.byGenre')}
            labelHeader={t('stats.genre')}
            countHeader={films}
            rows={stats.by_genre.map((row) => ({ label: genreName(row.genre_id), count: row.count }))}
            horizontal
          />
          <StatChart
            title={t('stats.ratings')}
            labelHeader={t('stats.rating')}
            countHeader={films}
            rows={stats.rating_histogram.map((row) => ({ label: String(row.rating), count: row.count }))}
          />
        </Box>
      )}
    </>
  );
}
