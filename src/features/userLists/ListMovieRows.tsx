import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ListMovie } from '../../../contract/filmLog';
import { moviePath } from '../../config/paths';
import { posterUrl } from '../../config/runtimeConfig';
import { useFilmLogTranslation } from '../../i18n/filmLogTranslation';

interface ListMovieRowsProps {
  label: string;
  entries: ListMovie[];
  /** Buttons at the end of each row (the owner's reorder and remove); none on a shared list. */
  renderActions?: (entry: ListMovie, index: number) => ReactNode;
  /** Films are links only for a signed-in visitor: a film's page needs a session. */
  linked: boolean;
}

/** A list's films in list order: position, small poster, title and year. */
export function ListMovieRows({ label, entries, renderActions, linked }: ListMovieRowsProps) {
  const { t } = useFilmLogTranslation();
  return (
    <Box component="ol" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {entries.map((entry, index) => {
        const title = entry.movie?.title ?? t('diary.missingFilm');
        return (
          <Box component="li" key={entry.movie_id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography color="text.secondary" sx={{ minWidth: '2ch', textAlign: 'right' }}>
              {entry.position}
            </Typography>
            <Box sx={{ width: 46, flexShrink: 0, aspectRatio: '2 / 3', borderRadius: 0.5, overflow: 'hidden', bgcolor: 'action.hover', display: 'grid', placeItems: 'center' }}>
              {entry.movie?.poster_path ? (
                <Box component="img" src={posterUrl(entry.movie.poster_path, 'w92')} alt="" loading="lazy" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
              ) : (
                <MovieIcon color="disabled" />
              )}
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {linked && entry.movie ? (
                <Link component={RouterLink} to={moviePath(entry.movie_id)} underline="hover" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {title}
                </Link>
              ) : (
                <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
              )}
              {entry.movie?.release_date && (
                <Typography variant="body2" color="text.secondary">
                  {entry.movie.release_date.slice(0, 4)}
                </Typography>
              )}
            </Box>
            {renderActions?.(entry, index)}
          </Box>
        );
      })}
    </Box>
  );
}
