import { MAX_DIARY_ENTRIES_PER_USER, MAX_LISTS_PER_USER, MAX_MOVIES_PER_LIST } from '../../contract/filmLog';

/** The film log routes' refusals, one wording each (docs/API.md, "Film log"). */
export const FILM_LOG_ERRORS = {
  movieNotFound: { detail: 'Movie not found.' },
  badMovieId: { detail: 'The movie id must be a positive integer.' },
  entryNotFound: { detail: 'Diary entry not found.' },
  badEntryId: { detail: 'The entry id must be a positive integer.' },
  listNotFound: { detail: 'List not found.' },
  badListId: { detail: 'The list id must be a positive integer.' },
  diaryFull: { detail: `A diary holds at most ${MAX_DIARY_ENTRIES_PER_USER} entries. Delete some to log more.` },
  tooManyLists: { detail: `You can keep at most ${MAX_LISTS_PER_USER} lists. Delete one to make another.` },
  listFull: { detail: `A list holds at most ${MAX_MOVIES_PER_LIST} films.` },
} as const;

/** Ids given twice in a reorder: a field error on the field that holds them. */
export function repeatedIds(field: string, ids: readonly number[]): Record<string, string[]> | null {
  return new Set(ids).size === ids.length ? null : { [field]: ['Each id may appear only once.'] };
}
