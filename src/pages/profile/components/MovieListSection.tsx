import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { type ListedMovie, useFavoritesQuery, useWatchlistQuery } from '../../../entities/lists';
import { moviePath } from '../../../config/paths';
import { posterUrl } from '../../../config/runtimeConfig';
import { ListBody } from './ListBody';
import { TitledSection } from '../../../components/TitledSection';
import { useRemoveFromList } from './useRemoveFromList';
import { useProfileTranslation } from '../profileTranslation';

const sections = {
  favorites: {
    useList: useFavoritesQuery,
    titleKey: 'favoriteMovies',
    emptyKey: 'noFavoriteMovies',
    removeKey: 'removeMovieFromFavorites',
  },
  watchlist: {
    useList: useWatchlistQuery,
    titleKey: 'watchlist',
    emptyKey: 'emptyWatchlist',
    removeKey: 'removeMovieFromWatchlist',
  },
} as const;

/** Favorite Movies or Watchlist: posters linking to each film, each with a remove button. */
export function MovieListSection({ list }: { list: keyof typeof sections }) {
  const { t } = useProfileTranslation();
  const section = sections[list];
  const [page, setPage] = useState(1);
  const { data, isLoading, isError } = section.useList(page);
  const remove = useRemoveFromList(list);
  const title = t(section.titleKey);

  return (
    <TitledSection title={title}>
      <ListBody
        listTitle={title}
        emptyText={t(section.emptyKey)}
        data={data}
        isLoading={isLoading}
        isError={isError}
        page={page}
        onPageChange={setPage}
        renderItem={(movie: ListedMovie) => (
          <Box component="li" key={movie.id} sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
            <Box
              component={RouterLink}
              to={moviePath(movie.id)}
              tabIndex={-1}
              aria-hidden
              sx={{ display: 'block', aspectRatio: '2 / 3', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
            >
              {movie.poster_path ? (
                <Box
                  component="img"
                  src={posterUrl(movie.poster_path, 'w185')}
                  alt=""
                  loading="lazy"
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              ) : (
                <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', color: 'text.secondary' }}>
                  <MovieIcon fontSize="large" />
                </Box>
              )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={moviePath(movie.id)} underline="hover" color="inherit" variant="body2" sx={{ fontWeight: 500, display: 'block', overflowWrap: 'anywhere' }}>
                  {movie.title}
                </Link>
                {movie.release_date && (
                  <Typography variant="caption" color="text.secondary">
                    {movie.release_date.slice(0, 4)}
                  </Typography>
                )}
              </Box>
              <IconButton size="small" aria-label={t(section.removeKey, { title: movie.title })} onClick={() => void remove(movie.id)}>
                <DeleteOutlinedIcon fontSize="small" />
              </IconButton>
            </Box>
          </Box>
        )}
      />
    </TitledSection>
  );
}
