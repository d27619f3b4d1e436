import type { Migration } from '../migrate';

/**
 * The title sort keys spell letters such as æ, ø, đ and ł as people read them (issue 61,
 * server/catalogue/title-sort.ts). Every title that is not plain ASCII (2,630 of the film
 * world's 92,158) loses its keys here, and fillTitleSortKeys writes the new ones at start;
 * an ASCII title's key is unchanged. A UTF-8 text is ASCII exactly when its bytes are its characters.
 */
export const titleSortLetters: Migration = {
  id: '0027-title-sort-letters',
  sql: `
    update movies set title_sort = null, original_title_sort = null
    where octet_length(title) <> char_length(title) or octet_length(original_title) <> char_length(original_title);
  `,
};
