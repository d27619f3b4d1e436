import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import type { Stats } from '../../../contract/filmLog';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { useFilmStatsQuery } from './filmLogApi';
import { TitledSection } from '../../components/TitledSection';

// The charting library is most of the stats' weight, and a log with nothing in it has nothing to
// chart: the charts' chunk downloads and runs only once there is something to draw.
const StatsCharts = lazy(() => import(/* webpackChunkName: "film-stats-charts" */ './StatsCharts'));

/** The stats panel on the profile (its own chunk): the year's films by month, decade and genre, and the ratings. */
export default function StatsSection() {
  const { t } = useFilmLogTranslation();
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
      {stats.data && <StatsSummary stats={stats.data} />}
    </TitledSection>
  );
}

function StatsSummary({ stats }: { stats: Stats }) {
  const { t } = useFilmLogTranslation();
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
        <Suspense fallback={<LinearProgress aria-label={t('stats.title')} />}>
          <StatsCharts stats={stats} />
        </Suspense>
      )}
    </>
  );
}
