import BookmarkIcon from '@mui/icons-material/Bookmark';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { ListedMovie } from './listsApi';
import { ToggleIconButton } from './ToggleIconButton';
import { useListMembership } from './ListMembership';

const MOVIE_LISTS = ['favorites', 'watchlist'] as const;

const Buttons = styled('span')(({ theme }) => ({ display: 'inline-flex', gap: theme.spacing(0.5) }));

/** Heart (favorites) and bookmark (watchlist) buttons for one film, on cards and its page. */
export function MovieListToggles({ movie }: { movie: ListedMovie }) {
  const { t } = useTranslation();
  const { member, ready, toggle } = useListMembership(MOVIE_LISTS, movie.id);

  return (
    <Buttons>
      <ToggleIconButton
        label={member.favorites ? t('profile.removeFavorite') : t('profile.addFavorite')}
        pressed={member.favorites}
        ready={ready}
        onToggle={() => void toggle('favorites')}
        pressedColor="error"
      >
        {member.favorites ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </ToggleIconButton>
      <ToggleIconButton
        label={member.watchlist ? t('profile.removeWatchlist') : t('profile.addWatchlist')}
        pressed={member.watchlist}
        ready={ready}
        onToggle={() => void toggle('watchlist')}
        pressedColor="info"
      >
        {member.watchlist ? <BookmarkIcon /> : <BookmarkBorderIcon />}
      </ToggleIconButton>
    </Buttons>
  );
}
