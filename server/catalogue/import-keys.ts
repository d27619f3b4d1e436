import type { Queryable } from '../db/database';
import { fillMatchTitles } from './catalogue-store';
import { fillTitleSortKeys } from './title-sort';

/**
 * Films stored before the import's match titles (migration 0013) or the title sort keys (0021)
 * existed get them, whatever serves the catalogue. Returns how many films got each.
 */
export async function fillImportKeys(db: Queryable): Promise<{ matchTitles: number; sortKeys: number }> {
  const matchTitles = await fillMatchTitles(db);
  const sortKeys = await fillTitleSortKeys(db);
  return { matchTitles, sortKeys };
}
