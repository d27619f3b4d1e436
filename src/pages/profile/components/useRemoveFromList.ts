import type { ListName } from '../../../entities/lists';
import { useChangeMembership } from '../../../entities/lists';

/** Removes an item (the lists api drops it from the page at once) and reports a refusal. */
export function useRemoveFromList(list: ListName) {
  const changeMembership = useChangeMembership();
  return (id: number) => changeMembership({ list, id, member: false });
}
