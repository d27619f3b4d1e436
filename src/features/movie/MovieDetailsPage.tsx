import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useMovieCreditsQuery, useMovieDetailsQuery, useSimilarMoviesQuery } from '../browse/browseApi';
import { errorMessage } from '../browse/errorMessage';
import { MovieListView } from '../browse/MovieListView';
import { useApiLanguage } from '../browse/useApiLanguage';
import { CastList } from './CastList';
import { MovieDetailsSkeleton } from './MovieDetailsSkeleton';
import { MovieFacts } from './MovieFacts';

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

/** /movie/:id: the film's facts, its director and cast, and similar films. */
export default function MovieDetailsPage() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const request = { id: Number(useParams().id), language };
  const details = useMovieDetailsQuery(request);
  const credits = useMovieCreditsQuery(request);
  const similar = useSimilarMoviesQuery(request);
  const director = credits.isFetching
    ? undefined
    : (credits.currentData?.crew.find((member) => member.job === 'Director')?.name ?? null);

  let facts;
  if (details.error) facts = <Alert severity="error">{errorMessage(details.error, t('browse.detailsError'))}</Alert>;
  else if (!details.currentData) facts = <MovieDetailsSkeleton />;
  else facts = <MovieFacts movie={details.currentData} director={director} />;

  // The sections wait for the facts: above them, the facts skeleton cannot know the overview's
  // height, and a section placed under it would jump when the real facts arrive.
  const factsSettled = Boolean(details.currentData ?? details.error);
  // Likewise similar films wait for the cast, whose skeleton cannot know how many members come.
  const creditsSettled = Boolean(credits.currentData ?? credits.error);
  return (
    <>
      {facts}
      {factsSettled && (
        <>
          <Section title={t('browse.cast')}>
            <CastList
              cast={credits.currentData?.cast}
              isLoading={credits.isFetching}
              errorText={credits.error ? errorMessage(credits.error, t('browse.creditsError')) : null}
            />
          </Section>
          {creditsSettled && (
            <Section title={t('browse.similar')}>
              <MovieListView
                data={similar.currentData}
                isLoading={similar.isFetching}
                errorText={similar.error ? errorMessage(similar.error, t('browse.moviesError')) : null}
                page={1}
                totalPages={1}
                empty={t('browse.noSimilar')}
                renderFirst={SIMILAR_RENDERED_FIRST}
                skeletonCount={SIMILAR_RENDERED_FIRST}
              />
            </Section>
          )}
        </>
      )}
    </>
  );
}
