import { createContext, type ReactNode, use, useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { type ListName, listIdsKey, type MembershipChange, useListIdsQuery } from './listsApi';
import { useChangeMembership } from './useChangeMembership';

interface Membership {
  /** Whether the list ids have arrived (a toggle waits for them). */
  ready: boolean;
  isMember: (list: ListName, id: number) => boolean;
  change: (change: MembershipChange) => Promise<void>;
}

const MembershipContext = createContext<Membership | null>(null);

/**
 * The signed-in user's list ids and the change of a membership, for every toggle inside: one
 * subscription and one mutation for a page of them (a cast of twenty, a grid of films) rather
 * than one each, which a server render of a film's page spent 2 to 3 ms on.
 */
export function ListMembershipProvider({ children }: { children: ReactNode }) {
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  const { data, isSuccess } = useListIdsQuery(undefined, { skip: !isAuthenticated });
  const change = useChangeMembership();
  const membership = useMemo<Membership>(
    () => ({ ready: isSuccess, isMember: (list, id) => data?.[listIdsKey(list)].includes(id) ?? false, change }),
    [data, isSuccess, change],
  );
  return <MembershipContext value={membership}>{children}</MembershipContext>;
}

/**
 * Whether `id` is on each of `lists`, and a toggle per list that flips it at once. One hook for
 * all of a card's buttons, under a ListMembershipProvider.
 */
export function useListMembership<L extends ListName>(lists: readonly L[], id: number) {
  const membership = use(MembershipContext);
  if (!membership) throw new Error('useListMembership needs a ListMembershipProvider above it');
  const member = Object.fromEntries(lists.map((list) => [list, membership.isMember(list, id)])) as Record<L, boolean>;
  const toggle = (list: L) => membership.change({ list, id, member: !member[list] });
  return { member, ready: membership.ready, toggle };
}
