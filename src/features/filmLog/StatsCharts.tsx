import Box from '@mui/material/Box';
import type { Stats } from '../../../contract/filmLog';
import { useApiLanguage, useGenresQuery } from '../../entities/catalogue';
import { dateFormat } from '../../i18n/intlFormats';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { StatChart } from './StatChart';

const SHORT_MONTH = { month: 'short', timeZone: 'UTC' } as const;

/** The stats' four charts (their own chunk, with the charting library): the year's films by month, decade and genre, and the ratings. */
export default function StatsCharts({ stats }: { stats: Stats }) {
  const { t, i18n } = useFilmLogTranslation();
  const genres = useGenresQuery({ language: useApiLanguage() });
  const genreName = (id: number) => genres.data?.genres.find((genre) => genre.id === id)?.name ?? t('stats.unknownGenre', { id });
  const films = t('stats.films');

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
      <StatChart
        title={t('stats.byMonth', { year: stats.year })}
        labelHeader={t('stats.month')}
        countHeader={films}
        rows={stats.by_month.map((row) => ({ label: dateFormat(i18n.language, SHORT_MONTH).format(new Date(Date.UTC(2000, row.month - 1, 1))), count: row.count }))}
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
  );
}
