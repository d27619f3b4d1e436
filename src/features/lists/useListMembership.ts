import { type ListName, listIdsKey, useListIdsQuery } from './listsApi';
import { useAppSelector } from '../../app/hooks';
import { useChangeMembership } from './useChangeMembership';

/**
 * Whether `id` is on each of `lists`, and a toggle per list that flips it at once. One hook for
 * all of a card's buttons: a page of cards runs it 20 times rather than 40.
 */
export function useListMembership<L extends ListName>(lists: readonly L[], id: number) {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const { data, isSuccess } = useListIdsQuery(undefined, { skip: !isAuthenticated });
  const changeMembership = useChangeMembership();
  const member = Object.fromEntries(lists.map((list) => [list, data?.[listIdsKey(list)].includes(id) ?? false])) as Record<L, boolean>;
  const toggle = (list: L) => changeMembership({ list, id, member: !member[list] });
  return { member, ready: isSuccess, toggle };
}
