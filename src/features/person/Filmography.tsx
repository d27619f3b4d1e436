import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { moviePath } from '../../config/paths';
import { useWorldTranslation } from '../../i18n/worldTranslation';
import { autoFillGridSx } from '../../theme/autoFillGridSx';
import { Poster, SkeletonPoster } from '../../entities/catalogue';
import { type FilmCredit, groupByYear, type Role } from '../../../contract/filmography';

/** Films shown at first and added by each "Show more": some actors have a hundred or more. */
export const FILMS_PER_STEP = 24;

const gridSx = autoFillGridSx({ xs: 140, sm: 160 }, { xs: 1.5, sm: 2 });

const POSTER_SIZE = 'w185';

/**
 * Films of a screenful on a wide screen: the skeleton's places, and the posters asked for at
 * once, with the page (the first is the page's largest paint: lazy, it would wait for layout).
 */
const FIRST_SCREEN_FILMS = 6;

function RoleText({ role }: { role: Role }) {
  const { t } = useTranslation();
  const { t: tw } = useWorldTranslation();
  if (role.kind === 'crew') return <>{role.job === 'Director' ? tw('person.directed') : role.job}</>;
  return role.character ? <>{t('browse.asCharacter', { character: role.character })}</> : null;
}

function FilmCreditItem({ credit, eager }: { credit: FilmCredit; eager: boolean }) {
  const { t } = useTranslation();
  const { film, roles } = credit;
  return (
    <Box component="li" sx={{ minWidth: 0 }}>
      <Link component={RouterLink} to={moviePath(film.id)} color="inherit" underline="hover" sx={{ display: 'block' }}>
        <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
          <Poster posterPath={film.poster_path} alt="" missingLabel={t('browse.noPoster')} size={POSTER_SIZE} eager={eager} />
        </Box>
        <Typography variant="body2" sx={{ fontWeight: 600, mt: 1, overflowWrap: 'anywhere' }}>
          {film.title}
        </Typography>
      </Link>
      {roles.map((role, index) => (
        <Typography key={index} variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          <RoleText role={role} />
        </Typography>
      ))}
    </Box>
  );
}

/** The filmography's first year while it loads, laid out as the films will be. */
export function FilmographySkeleton() {
  return (
    <>
      <Typography component="div" variant="h6" sx={{ mb: 1 }}>
        <Skeleton width="3em" />
      </Typography>
      <Box component="ul" sx={gridSx}>
        {Array.from({ length: FIRST_SCREEN_FILMS }, (_, index) => (
          <Box component="li" key={index} sx={{ minWidth: 0 }}>
            <Box sx={{ borderRadius: 1, overflow: 'hidden' }}>
              <SkeletonPoster />
            </Box>
            <Typography variant="body2" sx={{ mt: 1 }}>
              <Skeleton width="80%" />
            </Typography>
            <Typography variant="body2">
              <Skeleton width="60%" />
            </Typography>
          </Box>
        ))}
      </Box>
    </>
  );
}

/** A person's films by year, newest first, a step at a time. */
export function Filmography({ credits }: { credits: FilmCredit[] }) {
  const { t } = useTranslation();
  const { t: tw } = useWorldTranslation();
  const [shown, setShown] = useState(FILMS_PER_STEP);
  if (credits.length === 0) return <Typography color="text.secondary">{tw('person.noFilms')}</Typography>;
  const visible = credits.slice(0, shown);
  // groupByYear keeps the order: the first credits are the first shown.
  const eager = new Set(visible.slice(0, FIRST_SCREEN_FILMS).map(({ film }) => film.id));
  return (
    <>
      {groupByYear(visible).map(({ year, credits: ofYear }, index) => (
        <Box component="section" key={`${year ?? 'none'}-${index}`} sx={{ mb: 3 }}>
          <Typography component="h3" variant="h6" sx={{ mb: 1 }}>
            {year ?? t('browse.unknownYear')}
          </Typography>
          <Box component="ul" sx={gridSx}>
            {ofYear.map((credit) => (
              <FilmCreditItem key={credit.film.id} credit={credit} eager={eager.has(credit.film.id)} />
            ))}
          </Box>
        </Box>
      ))}
      {credits.length > FILMS_PER_STEP && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography color="text.secondary" role="status">
            {tw('person.shown', { shown: visible.length, total: credits.length })}
          </Typography>
          {visible.length < credits.length && (
            <Button variant="outlined" onClick={() => setShown((current) => current + FILMS_PER_STEP)}>
              {tw('person.showMore')}
            </Button>
          )}
        </Box>
      )}
    </>
  );
}
