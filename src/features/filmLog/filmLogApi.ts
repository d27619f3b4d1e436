import { apiPath } from '../../../contract/apiPaths';
import { FILM_LOG_PATHS } from '../../../contract/filmLogPaths';
import { USER_LIST_PATHS } from '../../../contract/userListPaths';
import type { DiaryEntry, DiaryEntryCreate, DiaryPage, FilmState, Stats } from '../../../contract/filmLog';
import { productApi } from '../../api/productApi';
import { holdPageUntilSaved } from '../../api/unsavedChanges';

/** A viewing as the entry dialog sends it, new or changed. */
export type DiaryEntryChange = Required<Omit<DiaryEntryCreate, 'movie_id'>> & { id: number; movieId: number };

export interface ListMembershipChange {
  listId: number;
  movieId: number;
  member: boolean;
}

/**
 * The film log (docs/API.md, "Film log"): a film's state (ratings, viewings, lists it is on),
 * the Diary, the stats and leaving for good. A change to one film's log refetches the Diary and
 * the stats through their tags; membership changes show at once and are undone on failure.
 */
export const filmLogApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    filmState: build.query<FilmState, number>({
      query: (movieId) => apiPath(FILM_LOG_PATHS.film, { movieId }),
      providesTags: (_result, _error, movieId) => [{ type: 'FilmState', id: movieId }],
    }),
    diary: build.query<DiaryPage, number>({
      query: (page) => ({ url: apiPath(FILM_LOG_PATHS.diary), params: { page } }),
      providesTags: ['Diary'],
    }),
    filmStats: build.query<Stats, number>({
      query: (year) => ({ url: apiPath(FILM_LOG_PATHS.stats), params: { year } }),
      providesTags: ['FilmStats'],
    }),
    addDiaryEntry: build.mutation<DiaryEntry, DiaryEntryCreate>({
      query: (body) => ({ url: apiPath(FILM_LOG_PATHS.diary), method: 'POST', body }),
      invalidatesTags: (_result, error, { movie_id }) => (error ? [] : [{ type: 'FilmState', id: movie_id }, 'Diary', 'FilmStats']),
    }),
    changeDiaryEntry: build.mutation<DiaryEntry, DiaryEntryChange>({
      query: ({ id, watched_on, rating, note }) => ({ url: apiPath(FILM_LOG_PATHS.diaryEntry, { entryId: id }), method: 'PATCH', body: { watched_on, rating, note } }),
      invalidatesTags: (_result, error, { movieId }) => (error ? [] : [{ type: 'FilmState', id: movieId }, 'Diary', 'FilmStats']),
    }),
    deleteDiaryEntry: build.mutation<void, { id: number; movieId: number }>({
      query: ({ id }) => ({ url: apiPath(FILM_LOG_PATHS.diaryEntry, { entryId: id }), method: 'DELETE' }),
      invalidatesTags: (_result, error, { movieId }) => (error ? [] : [{ type: 'FilmState', id: movieId }, 'Diary', 'FilmStats']),
    }),
    rateFilm: build.mutation<void, { movieId: number; rating: number | null }>({
      query: ({ movieId, rating }) =>
        rating === null ? { url: apiPath(FILM_LOG_PATHS.rating, { movieId }), method: 'DELETE' } : { url: apiPath(FILM_LOG_PATHS.rating, { movieId }), method: 'PUT', body: { rating } },
      async onQueryStarted({ movieId, rating }, { dispatch, queryFulfilled }) {
        holdPageUntilSaved(queryFulfilled);
        const patch = dispatch(
          filmLogApi.util.updateQueryData('filmState', movieId, (draft) => {
            draft.rating = rating;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error) => (error ? [] : ['FilmStats']),
    }),
    setUserListMembership: build.mutation<void, ListMembershipChange>({
      query: ({ listId, movieId, member }) => ({ url: apiPath(USER_LIST_PATHS.movie, { listId, movieId }), method: member ? 'PUT' : 'DELETE' }),
      async onQueryStarted({ listId, movieId, member }, { dispatch, queryFulfilled }) {
        holdPageUntilSaved(queryFulfilled);
        const patch = dispatch(
          filmLogApi.util.updateQueryData('filmState', movieId, (draft) => {
            const others = draft.list_ids.filter((id) => id !== listId);
            draft.list_ids = member ? [...others, listId] : others;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      // The lists' counts and the list's page change; nothing to refetch when the change was refused.
      invalidatesTags: (_result, error, { listId }) => (error ? [] : ['UserLists', { type: 'UserList', id: listId }]),
    }),
    deleteAccount: build.mutation<void, string>({
      query: (password) => ({ url: apiPath(FILM_LOG_PATHS.account), method: 'DELETE', body: { password } }),
    }),
  }),
});

export const {
  useFilmStateQuery,
  useLazyFilmStateQuery,
  useDiaryQuery,
  useFilmStatsQuery,
  useAddDiaryEntryMutation,
  useChangeDiaryEntryMutation,
  useDeleteDiaryEntryMutation,
  useRateFilmMutation,
  useSetUserListMembershipMutation,
  useDeleteAccountMutation,
} = filmLogApi;
