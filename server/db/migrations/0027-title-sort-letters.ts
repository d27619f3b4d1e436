import type { Migration } from '../migrate';

/**
 * Title sort keys now spell out Æ, Ø, Đ and the like (server/catalogue/title-sort.ts, issue 61).
 * Only a title with a letter outside ASCII can file differently, so only those keys are cleared,
 * a few thousand films: fillTitleSortKeys writes them anew at the next start.
 */
export const titleSortLetters: Migration = {
  id: '0027-title-sort-letters',
  sql: String.raw`
    update movies set title_sort = null, original_title_sort = null
    where title !~ '^[\x01-\x7F]*$' or original_title !~ '^[\x01-\x7F]*$';
  `,
};
