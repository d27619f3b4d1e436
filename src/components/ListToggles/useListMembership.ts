import { useTranslation } from 'react-i18next';
import { type ListName, listIdsKey, useListIdsQuery, useSetListMembershipMutation } from '../../api/listsApi';
import { useAppSelector } from '../../app/hooks';
import { useNotify } from '../Notifications';

const errorKeys = {
  favorites: 'profile.favoritesError',
  watchlist: 'profile.watchlistError',
  favoriteActors: 'profile.favoriteActorsError',
} as const;

/**
 * Whether `id` is on each of `lists`, and a toggle per list that flips it at once (the lists
 * api patches the cached ids) and says so with a snackbar if the server refuses. One hook for
 * all of a card's buttons: a page of cards runs it 20 times rather than 40.
 */
export function useListMembership<L extends ListName>(lists: readonly L[], id: number) {
  const { t } = useTranslation();
  const notify = useNotify();
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const { data, isSuccess } = useListIdsQuery(undefined, { skip: !isAuthenticated });
  const [setMembership] = useSetListMembershipMutation();
  const member = Object.fromEntries(lists.map((list) => [list, data?.[listIdsKey(list)].includes(id) ?? false])) as Record<L, boolean>;

  const toggle = async (list: L) => {
    try {
      await setMembership({ list, id, member: !member[list] }).unwrap();
    } catch {
      notify(t(errorKeys[list]), { variant: 'error' });
    }
  };

  return { member, ready: isSuccess, toggle };
}
