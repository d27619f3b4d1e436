import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type MembershipChange, useSetListMembershipMutation } from './listsApi';
import { useNotify } from '../../components/Notifications';

const errorKeys = {
  favorites: 'profile.favoritesError',
  watchlist: 'profile.watchlistError',
  favoriteActors: 'profile.favoriteActorsError',
} as const;

/**
 * Puts an item on a list or takes it off (the lists api shows the change at once and undoes
 * it if the server refuses) and says so with a snackbar when it is refused.
 */
export function useChangeMembership(): (change: MembershipChange) => Promise<void> {
  const { t } = useTranslation();
  const notify = useNotify();
  const [setMembership] = useSetListMembershipMutation();
  return useCallback(
    async (change) => {
      try {
        await setMembership(change).unwrap();
      } catch {
        notify(t(errorKeys[change.list]), { variant: 'error' });
      }
    },
    [setMembership, notify, t],
  );
}
