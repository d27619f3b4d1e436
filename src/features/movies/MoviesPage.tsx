import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageTitle } from '../../components/PageTitle';
import { genrePath } from '../../config/paths';
import { autoFillGridSx } from '../../theme/autoFillGridSx';
import { errorMessage } from '../catalogue';
import { useGenresQuery } from '../catalogue';
import { useApiLanguage } from '../catalogue';

const gridSx = autoFillGridSx(150, { xs: 1.5, sm: 2 });

/** Same height as a genre card, so the list does not move when the names arrive. */
const CARD_HEIGHT = 72;
const SKELETON_CARDS = 19;

/** /movies: every genre, named in the UI language, each a way into its films. */
export default function MoviesPage() {
  const { t } = useTranslation();
  const language = useApiLanguage();
  const { data, isLoading, error } = useGenresQuery({ language });

  let content;
  if (error) content = <Alert severity="error">{errorMessage(error, t('browse.genresError'))}</Alert>;
  else if (isLoading || !data) {
    content = (
      <Box role="status" aria-label={t('app.loading')} aria-busy="true" sx={gridSx}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={CARD_HEIGHT} />
        ))}
      </Box>
    );
  } else {
    content = (
      <Box component="ul" aria-label={t('browse.genres')} sx={gridSx}>
        {data.genres.map((genre) => (
          <li key={genre.id}>
            <Card sx={{ height: CARD_HEIGHT }}>
              <CardActionArea
                component={RouterLink}
                to={genrePath(genre.id)}
                sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', px: 1 }}
              >
                <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600, textAlign: 'center' }}>
                  {genre.name}
                </Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    );
  }

  return (
    <>
      <PageTitle>{t('pages.movies')}</PageTitle>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('browse.moviesIntro')}
      </Typography>
      {content}
    </>
  );
}
