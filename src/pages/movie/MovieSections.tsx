import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilmPageDetails } from '../../../contract/movies';
import type { MovieRequest } from '../../entities/catalogue';
import { useErrorMessage } from '../../entities/catalogue';
import { MovieListView } from '../../entities/catalogue';
import { CastList } from './CastList';
import { useFilmCredits, useSimilarFilms } from './filmParts';
import { movieCardActions } from '../../app/cardActions';

/**
 * Similar films sit below the fold on a phone and end the page: a row's worth of skeletons and
 * of cards renders with the page, the rest after.
 */
const SIMILAR_RENDERED_FIRST = 2;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 5 }}>
      <Typography component="h2" variant="h5" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A film's cast, then similar films once the cast has settled (its skeleton cannot know how many members come). */
export default function MovieSections({ request, details }: { request: MovieRequest; details: FilmPageDetails | undefined }) {
  const { t } = useTranslation();
  const credits = useFilmCredits(request, details);
  const similar = useSimilarFilms(request, details);
  const creditsSettled = Boolean(credits.currentData ?? credits.error);
  const errorMessage = useErrorMessage(credits.error, similar.error);
  return (
    <>
      <Section title={t('browse.cast')}>
        <CastList
          cast={credits.currentData?.cast}
          isLoading={credits.isFetching}
          errorText={credits.error ? errorMessage(credits.error, t('browse.creditsError')) : null}
          onRetry={credits.refetch}
        />
      </Section>
      {creditsSettled && (
        <Section title={t('browse.similar')}>
          <MovieListView
            renderActions={movieCardActions}
            data={similar.currentData}
            isLoading={similar.isFetching}
            errorText={similar.error ? errorMessage(similar.error, t('browse.similarError')) : null}
            onRetry={similar.refetch}
            page={1}
            totalPages={1}
            empty={t('browse.noSimilar')}
            renderFirst={SIMILAR_RENDERED_FIRST}
            skeletonCount={SIMILAR_RENDERED_FIRST}
          />
        </Section>
      )}
    </>
  );
}
