import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ListedMovie } from '../../api/listsApi';
import { ToggleIconButton } from './ToggleIconButton';
import { useListMembership } from './useListMembership';

/** Heart (favorites) and bookmark (watchlist) buttons for one film, on cards and its page. */
export function MovieListToggles({ movie }: { movie: ListedMovie }) {
  const { t } = useTranslation();
  const favorite = useListMembership('favorites', movie.id);
  const watchlist = useListMembership('watchlist', movie.id);

  return (
    <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
      <ToggleIconButton
        label={favorite.member ? t('profile.removeFavorite') : t('profile.addFavorite')}
        pressed={favorite.member}
        ready={favorite.ready}
        onToggle={() => void favorite.toggle()}
        pressedColor="error.main"
      >
        {favorite.member ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </ToggleIconButton>
      <ToggleIconButton
        label={watchlist.member ? t('profile.removeWatchlist') : t('profile.addWatchlist')}
        pressed={watchlist.member}
        ready={watchlist.ready}
        onToggle={() => void watchlist.toggle()}
        pressedColor="info.main"
      >
        {watchlist.member ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </ToggleIconButton>
    </Box>
  );
}
