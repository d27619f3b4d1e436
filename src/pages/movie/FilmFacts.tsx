import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { CastMember, CrewMember, FilmPageDetails } from '../../../contract/movies';
import { personPath } from '../../config/paths';
import { listFormat, numberFormat } from '../../i18n/intlFormats';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { countryName, languageName } from '../../../contract/isoNames';
import { useCatalogueSourceQuery } from '../../features/about';
import { releaseYear, useApiLanguage } from '../../entities/catalogue';
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
  movie: FilmPageDetails;
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
 * The facts the catalogue has beyond the spec's (countries, languages, MPAA rating, IMDB rating,
 * budget and gross when known, the top-billed cast) and, for a film without an overview, a
 * one-line summary composed from them, said to be composed so that no one takes it for an
 * overview. A fact no source gives is left out, as the director is. The embedded catalogue's
 * IMDB figures, budget and gross are vega-datasets', frozen in 2010, and say so.
 */
export default function FilmFacts({ movie, people }: FilmFactsProps) {
  const { t, i18n } = useWorldTranslation();
  const locale = useApiLanguage();
  const ui = i18n.resolvedLanguage === 'es' ? 'es' : 'en';
  const certification = useUsCertification(movie);
  const of2010 = useCatalogueSourceQuery().data?.source === 'embedded';
  const dated = (term: string) => (of2010 ? t('facts.asOf2010', { term }) : term);
  const money = (amount: number) => numberFormat(locale, DOLLARS).format(amount);
  // Named from their codes in the UI's language; by the name given where a record has no code.
  const countries = movie.production_countries.map((country) =>
    typeof country.iso_3166_1 === 'string' ? countryName(country.iso_3166_1, ui) : country.name,
  );
  const original = movie.original_language ? languageName(movie.original_language, ui) : null;
  const spoken = movie.spoken_languages.map((language) =>
    typeof language.iso_639_1 === 'string' ? languageName(language.iso_639_1, ui) : language.name,
  );
  // The spoken languages add nothing when they are the original language alone.
  const otherSpoken = spoken.length > 0 && !(spoken.length === 1 && spoken[0] === original);
  const list = (names: string[]) => listFormat(locale, { type: 'conjunction' }).format(names);
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
      {(countries.length > 0 || original || otherSpoken || certification !== null || movie.vote_count > 0 || movie.budget > 0 ||
        movie.revenue > 0 || topBilled.length > 0) && (
        <Box component="dl" sx={{ display: 'grid', gap: 0.5, mt: 0, mb: 2 }}>
          {countries.length > 0 && <Fact term={t('facts.country', { count: countries.length })}>{list(countries)}</Fact>}
          {original && <Fact term={t('facts.originalLanguage')}>{original}</Fact>}
          {otherSpoken && <Fact term={t('facts.spokenLanguages', { count: spoken.length })}>{list(spoken)}</Fact>}
          {certification !== null && <Fact term={t('facts.certification')}>{certification}</Fact>}
          {of2010 && movie.vote_count > 0 && (
            <Fact term={dated(t('facts.imdbRating'))}>
              {t('facts.imdbRatingValue', { rating: movie.vote_average, count: movie.vote_count })}
            </Fact>
          )}
          {movie.budget > 0 && <Fact term={dated(t('facts.budget'))}>{money(movie.budget)}</Fact>}
          {movie.revenue > 0 && <Fact term={dated(t('facts.revenue'))}>{money(movie.revenue)}</Fact>}
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
