import ListIcon from '@mui/icons-material/List';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../config/paths';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';
import { DiarySection } from './DiarySection';

// The charting library is most of the stats' weight: it downloads while the Diary shows.
const StatsSection = lazy(() => import(/* webpackChunkName: "film-stats" */ './StatsSection'));

/** The profile's film log: a way to your lists, the Diary and the stats. */
export default function ProfileFilmLog() {
  const { t } = useFilmLogTranslation();
  return (
    <>
      <Button component={RouterLink} to={paths.lists} variant="outlined" startIcon={<ListIcon />} sx={{ alignSelf: 'flex-start' }}>
        {t('userLists.link')}
      </Button>
      <DiarySection />
      <Suspense fallback={<LinearProgress aria-label={t('stats.title')} />}>
        <StatsSection />
      </Suspense>
    </>
  );
}
