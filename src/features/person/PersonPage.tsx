import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Landing } from '../../config/landing';
import type { AppDispatch } from '../../app/store';
import { idParam } from '../../config/paths';
import { filmography } from '../../../contract/filmography';
import type { PersonDetails } from '../../../contract/people';
import { PageTitle } from '../../components/PageTitle';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { useErrorMessage, useApiLanguage } from '../../entities/catalogue';
import { FavoriteActorToggle, ListMembershipProvider, prefetchListIds } from '../../entities/lists';
import { departmentLabel } from '../../entities/person/departmentLabel';
import { Filmography, FilmographySkeleton } from './Filmography';
import { personApi, usePersonDetailsQuery, usePersonMovieCreditsQuery } from '../../entities/person/personApi';

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404;

/** A valid person id from the URL, or null for one the catalogue cannot hold (nothing is asked then). */
function PersonHeading({ person }: { person: PersonDetails }) {
  const { t } = useWorldTranslation();
  const { t: tApp } = useTranslation();
  const department = departmentLabel(t, person.known_for_department);
  return (
    <Box sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h4" sx={{ overflowWrap: 'anywhere' }}>
          {person.name}
        </Typography>
        <FavoriteActorToggle person={person} t={tApp} />
      </Box>
      {department && (
        <Typography color="text.secondary">{t('person.knownFor', { department })}</Typography>
      )}
    </Box>
  );
}

/** The page's heading stays when there is no one to show, so it still reads as a page of its own. */
function PersonError({ text }: { text: string }) {
  const { t } = useWorldTranslation();
  return (
    <>
      <PageTitle>{t('person.title')}</PageTitle>
      <Alert severity="error">{text}</Alert>
    </>
  );
}

/** The page while the person loads, laid out as it will be (FilmographySkeleton holds the largest paint). */
function PersonSkeleton() {
  const { t } = useWorldTranslation();
  return (
    <Box role="status" aria-label={t('person.loading')} aria-busy="true">
      <Box sx={{ mb: 3 }}>
        <Typography component="div" variant="h4">
          <Skeleton width="50%" />
        </Typography>
        <Typography>
          <Skeleton width="30%" />
        </Typography>
      </Box>
      <Typography component="div" variant="h5" sx={{ mb: 2 }}>
        <Skeleton width="25%" />
      </Typography>
      <FilmographySkeleton />
    </Box>
  );
}

/** The page before its answers. */
/** Before the page renders (src/app/routes.tsx): the person, their films and the list buttons' ids. */
export function loader(dispatch: AppDispatch, { params, language }: Landing): void {
  prefetchListIds(dispatch);
  const id = idParam(params.id);
  if (id === null) return;
  for (const endpoint of ['personDetails', 'personMovieCredits'] as const) {
    void dispatch(personApi.util.prefetch(endpoint, { id, language }, {}));
  }
}

/** /person/:id: who someone is, their films by year and the favorite-actor toggle. */
export default function PersonPage() {
  const { t } = useTranslation();
  const { t: tw } = useWorldTranslation();
  const language = useApiLanguage();
  const id = idParam(useParams().id);
  const request = { id: id ?? 0, language };
  const details = usePersonDetailsQuery(request, { skip: id === null });
  const credits = usePersonMovieCreditsQuery(request, { skip: id === null });
  const errorMessage = useErrorMessage(details.error, credits.error);

  if (id === null || isNotFound(details.error)) return <PersonError text={tw('person.notFound')} />;
  if (details.error) return <PersonError text={errorMessage(details.error, tw('person.loadError'))} />;
  if (!details.currentData) return <PersonSkeleton />;

  const films = credits.currentData ? filmography(credits.currentData) : undefined;
  let body;
  if (credits.error) body = <Alert severity="error">{errorMessage(credits.error, tw('person.creditsError'))}</Alert>;
  else if (!films) {
    body = (
      <Box role="status" aria-label={t('app.loading')} aria-busy="true">
        <FilmographySkeleton />
      </Box>
    );
  }
  else body = <Filmography key={id} credits={films} />;

  return (
    <ListMembershipProvider>
      <PersonHeading person={details.currentData} />
      <Box component="section">
        <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 2, mb: 2 }}>
          <Typography component="h2" variant="h5">
            {tw('person.filmography')}
          </Typography>
          {films && films.length > 0 && <Typography color="text.secondary">{tw('person.filmCount', { count: films.length })}</Typography>}
        </Box>
        {/* Its own boundary: hydrated after the heading, in a task of its own (a career is a long list). */}
        <Suspense fallback={null}>{body}</Suspense>
      </Box>
    </ListMembershipProvider>
  );
}
