import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { paths } from '../../config/paths';
import { useApiReferenceTranslation } from '../../i18n/apiReferenceTranslation';
import { prefetchCatalogueSource, useCatalogueSourceQuery } from './aboutApi';
import { useAboutTranslation } from './aboutTranslation';

function Source({ text, href, linkText }: { text: string; href: string; linkText: string }) {
  return (
    <li>
      <Typography sx={{ mb: 0.5 }}>{text}</Typography>
      <Link href={href} target="_blank" rel="noopener noreferrer">
        {linkText}
      </Link>
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Where the films come from, before the page renders (src/app/routes.tsx). */
export const loader = prefetchCatalogueSource;

/** /about: what the product is and the sources of its films, with their licences. */
export default function AboutPage() {
  const { t } = useAboutTranslation();
  // The link's texts travel with the API reference's (a few bytes here, none on the film pages).
  const { t: tApi } = useApiReferenceTranslation();
  // TMDB is credited only where the server really takes its films from TMDB.
  const { data } = useCatalogueSourceQuery();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Typography sx={{ maxWidth: '70ch' }}>{t('intro')}</Typography>
      <Section title={t('sources')}>
        <Box component="ul" sx={{ display: 'grid', gap: 2, pl: 2.5, m: 0, maxWidth: '70ch' }}>
          <Source text={t('vega')} href="https://github.com/vega/vega-datasets" linkText={t('vegaLink')} />
          <Source text={t('wikipedia')} href="https://github.com/prust/wikipedia-movie-data" linkText={t('wikipediaLink')} />
          <Source text={t('articles')} href="https://creativecommons.org/licenses/by-sa/4.0/" linkText={t('articlesLink')} />
          <Source text={t('cmu')} href="https://www.cs.cmu.edu/~ark/personas/" linkText={t('cmuLink')} />
          {data?.source === 'tmdb' && <Source text={t('tmdb')} href="https://www.themoviedb.org/" linkText={t('tmdbLink')} />}
        </Box>
        <Typography sx={{ mt: 2, maxWidth: '70ch' }}>{t('derived')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '70ch' }}>
          {t('posters')}
        </Typography>
      </Section>
      <Section title={t('figures')}>
        <Box component="ul" aria-label={t('figures')} sx={{ display: 'grid', gap: 1, pl: 2.5, m: 0, maxWidth: '70ch' }}>
          {(['figureDates', 'figureCast', 'figureArticles', 'figureVega'] as const).map((key) => (
            <Typography component="li" key={key}>
              {t(key)}
            </Typography>
          ))}
        </Box>
        <Typography color="text.secondary" sx={{ mt: 2, maxWidth: '70ch' }}>
          {t('figureUnknown')}
        </Typography>
      </Section>
      <Typography sx={{ mt: 4, maxWidth: '70ch' }}>
        {tApi('aboutLead')}{' '}
        <Link component={RouterLink} to={paths.apiReference}>
          {tApi('aboutLink')}
        </Link>
        .
      </Typography>
    </>
  );
}
