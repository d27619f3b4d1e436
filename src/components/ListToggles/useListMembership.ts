import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { type ListName, useListIdsQuery, useSetListMembershipMutation } from '../../api/listsApi';
import { useAppSelector } from '../../app/hooks';

const errorKeys = {
  favorites: 'profile.favoritesError',
  watchlist: 'profile.watchlistError',
  favoriteActors: 'profile.favoriteActorsError',
} as const;

const idsKeys = { favorites: 'favorites', watchlist: 'watchlist', favoriteActors: 'favorite_actors' } as const;

/**
 * Whether `id` is on `list`, and a toggle that flips it at once (the lists api patches the
 * cached ids) and says so with a snackbar if the server refuses.
 */
export function useListMembership(list: ListName, id: number) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const { data, isSuccess } = useListIdsQuery(undefined, { skip: !isAuthenticated });
  const [setMembership] = useSetListMembershipMutation();
  const member = data?.[idsKeys[list]].includes(id) ?? false;

  const toggle = async () => {
    try {
      await setMembership({ list, id, member: !member }).unwrap();
    } catch {
      enqueueSnackbar(t(errorKeys[list]), { variant: 'error' });
    }
  };

  return { member, ready: isSuccess, toggle };
}
