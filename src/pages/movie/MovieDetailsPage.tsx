import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AppDispatch } from '../../app/store';
import { LoadFailure, useLoadStatusTranslation } from '../../components/LoadFailure';
import { idParam } from '../../config/paths';
import { browseApi, useMovieDetailsQuery } from '../../entities/catalogue';
import { useErrorMessage } from '../../entities/catalogue';
import { useApiLanguage } from '../../entities/catalogue';
import { prefetchCatalogueSource } from '../../features/about';
import { prefetchFilmLog } from '../../features/filmLog';
import { ListMembershipProvider, prefetchListIds } from '../../entities/lists';
import type { Landing } from '../../config/landing';
import { useFilmCredits } from './filmParts';
import { MovieDetailsSkeleton } from './MovieDetailsSkeleton';
import { MovieFacts } from './MovieFacts';

// The cast and similar films come below the facts (below the fold on a phone): their code (cards,
// list buttons, avatars) downloads beside the page's, not ahead of the facts.
const loadSections = () => import(/* webpackChunkName: "movie-sections" */ './MovieSections');
const MovieSections = lazy(loadSections);
// Asked for as soon as this page's code runs, so it is usually here before the facts are.
loadSections().catch(() => undefined);
// The facts beyond the spec's (money, top-billed cast, the composed summary) come in the same
// chunk: the page's own code stays what the first visit's budget allows.
const FilmFacts = lazy(() => import(/* webpackChunkName: "movie-sections" */ './FilmFacts'));
const OverviewCredit = lazy(() => import(/* webpackChunkName: "movie-sections" */ './OverviewCredit'));

/**
 * Before the page renders (src/app/routes.tsx): the film's details (which bring its credits and
 * similar films), the list buttons' ids, what the facts say of the catalogue, and the film's log
 * with its panel's code.
 */
export async function loader(dispatch: AppDispatch, { params, language }: Landing): Promise<void> {
  void prefetchListIds(dispatch);
  const id = idParam(params.id);
  if (id === null) return;
  void dispatch(browseApi.util.prefetch('movieDetails', { id, language }));
  prefetchCatalogueSource(dispatch);
  await prefetchFilmLog(dispatch, id).catch(() => undefined);
}

/** /movie/:id: the film's facts, its director and cast, and similar films. */
export default function MovieDetailsPage() {
  const { t } = useTranslation();
  const { t: tStatus } = useLoadStatusTranslation();
  const language = useApiLanguage();
  const id = idParam(useParams().id);
  const request = { id: id ?? 0, language };
  const details = useMovieDetailsQuery(request, { skip: id === null });
  const errorMessage = useErrorMessage(details.error);
  // No film at this address (not an id, or one the catalogue does not know).
  const unknown = id === null || (details.error !== undefined && 'status' in details.error && details.error.status === 404);
  // The director comes with the credits, which come with the details; asked for alone only once
  // the details have settled without them.
  const factsSettled = Boolean(details.currentData ?? details.error);
  const credits = useFilmCredits(request, details.currentData, unknown || !factsSettled);
  const director = credits.isUninitialized || credits.isFetching
    ? undefined
    : (credits.currentData?.crew.find((member) => member.job === 'Director') ?? null);

  // An unknown film is said once, in the reader's language (the server's 404 text is English),
  // without the cast and similar films, which would only say it again.
  if (unknown) {
    return <LoadFailure text={tStatus('unknownFilm')} />;
  }

  let facts;
  if (details.error && !details.isFetching) {
    facts = <LoadFailure text={errorMessage(details.error, t('browse.detailsError'))} onRetry={details.refetch} />;
  } else if (!details.currentData) facts = <MovieDetailsSkeleton />;
  else {
    const source = details.currentData.overview_source;
    facts = (
      <MovieFacts
        movie={details.currentData}
        director={director}
        overviewCredit={
          source && (
            <Suspense fallback={null}>
              <OverviewCredit title={details.currentData.title} source={source} />
            </Suspense>
          )
        }
      >
        <Suspense fallback={null}>
          <FilmFacts movie={details.currentData} people={director === undefined ? undefined : { director, cast: credits.currentData?.cast ?? [] }} />
        </Suspense>
      </MovieFacts>
    );
  }

  // The sections wait for the facts: above them, the facts skeleton cannot know the overview's
  // height, and a section placed under it would jump when the real facts arrive.
  return (
    <ListMembershipProvider>
      {facts}
      {factsSettled && (
        <Suspense fallback={null}>
          <MovieSections request={request} details={details.currentData} />
        </Suspense>
      )}
    </ListMembershipProvider>
  );
}
