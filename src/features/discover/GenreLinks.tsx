import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { GenreList } from '../../../contract/movies';
import { genrePath } from '../../config/paths';
import { useErrorMessage } from '../../entities/catalogue';
import { useDiscoverTranslation } from './discoverTranslation';

const listSx = { display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 } as const;
/** Roughly the genres' count, so the list does not move when the names arrive. */
const SKELETON_CHIPS = 19;

interface GenreLinksProps {
  genres: { data?: GenreList; isLoading: boolean; error?: unknown };
}

/** Every genre as a way into its own page (/genre/:id), as /movies offered before Discover. */
export function GenreLinks({ genres: { data, isLoading, error } }: GenreLinksProps) {
  const { t } = useDiscoverTranslation();
  const { t: tApp } = useTranslation();
  const headingId = useId();
  const errorMessage = useErrorMessage(error);

  let content;
  if (error) content = <Alert severity="error">{errorMessage(error, tApp('browse.genresError'))}</Alert>;
  else if (isLoading || !data) {
    content = (
      <Box role="status" aria-label={tApp('app.loading')} aria-busy="true" sx={listSx}>
        {Array.from({ length: SKELETON_CHIPS }, (_, index) => (
          <Skeleton key={index} variant="rounded" width={88} height={32} />
        ))}
      </Box>
    );
  } else {
    content = (
      <Box component="ul" aria-label={tApp('browse.genres')} sx={listSx}>
        {data.genres.map((genre) => (
          <li key={genre.id}>
            <Chip component={RouterLink} to={genrePath(genre.id)} clickable variant="outlined" label={genre.name} />
          </li>
        ))}
      </Box>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 5 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t('quickLinks')}
      </Typography>
      {content}
    </Box>
  );
}
