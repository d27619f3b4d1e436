import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CastMember, CrewMember, MovieDetails } from '../../../contract/movies';
import { personPath } from '../../config/paths';
import { numberFormat } from '../../i18n/intlFormats';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { releaseYear, useApiLanguage } from '../catalogue';
import { composeSummary } from './composeSummary';
import { useUsCertification } from './releaseDatesApi';

/** Cast members the facts name: the top of the billing. */
const TOP_BILLED = 3;

const DOLLARS = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

export interface FilmPeople {
  director: Pick<CrewMember, 'id' | 'name'> | null;
  cast: CastMember[];
}

interface FilmFactsProps {
  movie: MovieDetails;
  /** The film's director and cast; undefined while the credits load. */
  people: FilmPeople | undefined;
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
      <Box component="dt" sx={{ fontWeight: 600 }}>
        {term}:
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/**
 * The facts the catalogue has beyond the spec's (MPAA rating, budget and gross when known, the top-billed
 * cast) and, for a film without an overview, a one-line summary composed from them, said to
 * be composed so that no one takes it for an overview.
 */
export default function FilmFacts({ movie, people }: FilmFactsProps) {
  const { t } = useWorldTranslation();
  const locale = useApiLanguage();
  const certification = useUsCertification(movie.id);
  const money = (amount: number) => numberFormat(locale, DOLLARS).format(amount);
  const topBilled = [...(people?.cast ?? [])].sort((a, b) => a.order - b.order).slice(0, TOP_BILLED);
  const summary =
    people && !movie.overview
      ? composeSummary(t, locale, {
          year: releaseYear(movie.release_date),
          genres: movie.genres.map((genre) => genre.name),
          director: people.director?.name ?? null,
          cast: topBilled.map((member) => member.name),
        })
      : null;

  return (
    <>
      {(certification !== null || movie.budget > 0 || movie.revenue > 0 || topBilled.length > 0) && (
        <Box component="dl" sx={{ display: 'grid', gap: 0.5, mt: 0, mb: 2 }}>
          {certification !== null && <Fact term={t('facts.certification')}>{certification}</Fact>}
          {movie.budget > 0 && <Fact term={t('facts.budget')}>{money(movie.budget)}</Fact>}
          {movie.revenue > 0 && <Fact term={t('facts.revenue')}>{money(movie.revenue)}</Fact>}
          {topBilled.length > 0 && (
            <Fact term={t('facts.topCast')}>
              {topBilled.map((member, index) => (
                <Fragment key={member.credit_id}>
                  {index > 0 && ', '}
                  <Link component={RouterLink} to={personPath(member.id)}>
                    {member.name}
                  </Link>
                </Fragment>
              ))}
            </Fact>
          )}
        </Box>
      )}
      {summary && (
        <Box component="section" sx={{ mb: 2 }}>
          <Typography component="h2" variant="h6">
            {t('facts.summaryTitle')}
          </Typography>
          <Typography>{summary}</Typography>
          <Typography variant="caption" color="text.secondary">
            {t('facts.summaryNote')}
          </Typography>
        </Box>
      )}
    </>
  );
}
