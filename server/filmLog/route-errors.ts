import { apiError, apiErrorText } from '../http/error-codes';
import { MAX_DIARY_ENTRIES_PER_USER, MAX_LISTS_PER_USER, MAX_MOVIES_PER_LIST } from '../../contract/filmLog';

/** The film log routes' refusals (docs/API.md, "Film log"). */
export const FILM_LOG_ERRORS = {
  movieNotFound: apiError('movie_not_found'),
  badMovieId: apiError('bad_movie_id'),
  entryNotFound: apiError('entry_not_found'),
  badEntryId: apiError('bad_entry_id'),
  listNotFound: apiError('list_not_found'),
  badListId: apiError('bad_list_id'),
  diaryFull: apiError('diary_full', { max: MAX_DIARY_ENTRIES_PER_USER }),
  tooManyLists: apiError('too_many_lists', { max: MAX_LISTS_PER_USER }),
  listFull: apiError('list_full', { max: MAX_MOVIES_PER_LIST }),
} as const;

/** Ids given twice in a reorder: a field error on the field that holds them. */
export function repeatedIds(field: string, ids: readonly number[]): Record<string, string[]> | null {
  return new Set(ids).size === ids.length ? null : { [field]: [apiErrorText('ids_repeated')] };
}
