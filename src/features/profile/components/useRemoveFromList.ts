import { useTranslation } from 'react-i18next';
import { type ListName, useSetListMembershipMutation } from '../../../api/listsApi';
import { useNotify } from '../../../components/Notifications';

const errorKeys = {
  favorites: 'profile.favoritesError',
  watchlist: 'profile.watchlistError',
  favoriteActors: 'profile.favoriteActorsError',
} as const;

/** Removes an item (the lists api drops it from the page at once) and reports a refusal. */
export function useRemoveFromList(list: ListName) {
  const { t } = useTranslation();
  const notify = useNotify();
  const [setMembership] = useSetListMembershipMutation();
  return async (id: number) => {
    try {
      await setMembership({ list, id, member: false }).unwrap();
    } catch {
      notify(t(errorKeys[list]), { variant: 'error' });
    }
  };
}
