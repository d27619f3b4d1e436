import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { MovieDetails } from '../../../contract/movies';
import { useWorldTranslation } from '../../i18n/worldTranslation';

/**
 * The credit an overview taken from a Wikipedia article needs under CC BY-SA 4.0: the source, a
 * link to the article and the licence with its link.
 */
export default function OverviewCredit({ title, source }: { title: string; source: NonNullable<MovieDetails['overview_source']> }) {
  const { t } = useWorldTranslation();
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 0.5 }}>
      {t('facts.overviewFrom')}{' '}
      <Link href={source.url} target="_blank" rel="noopener noreferrer" aria-label={t('facts.overviewArticle', { title })}>
        {source.name}
      </Link>
      ,{' '}
      <Link href={source.license_url} target="_blank" rel="noopener noreferrer license">
        {source.license}
      </Link>
    </Typography>
  );
}
