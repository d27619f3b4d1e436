import { apiPath } from '../../../contract/apiPaths';
import { USER_LIST_PATHS } from '../../../contract/userListPaths';
import type { ListPage, ListSummary, Lists, ShareLink, SharedListPage } from '../../../contract/filmLog';
import { productApi } from '../../api/productApi';
import { holdPageUntilSaved } from '../../api/unsavedChanges';

/** Whether a failed call was answered 404 (another person's list, or a revoked link). */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

export interface ListDraft {
  name: string;
  description: string;
}

/** Your own lists (docs/API.md, "Lists"): the index, a list's films in order, its share link, and a shared list read signed out. */
export const userListsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    lists: build.query<Lists, void>({
      query: () => apiPath(USER_LIST_PATHS.lists),
      providesTags: ['UserLists'],
    }),
    list: build.query<ListPage, { listId: number; page: number }>({
      query: ({ listId, page }) => ({ url: apiPath(USER_LIST_PATHS.list, { listId }), params: { page } }),
      providesTags: (_result, _error, { listId }) => [{ type: 'UserList', id: listId }],
    }),
    sharedList: build.query<SharedListPage, { token: string; page: number }>({
      query: ({ token, page }) => ({ url: apiPath(USER_LIST_PATHS.shared, { token: encodeURIComponent(token) }), params: { page } }),
    }),
    createList: build.mutation<ListSummary, ListDraft>({
      query: (body) => ({ url: apiPath(USER_LIST_PATHS.lists), method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['UserLists']),
    }),
    changeList: build.mutation<ListSummary, ListDraft & { listId: number }>({
      query: ({ listId, ...body }) => ({ url: apiPath(USER_LIST_PATHS.list, { listId }), method: 'PATCH', body }),
      invalidatesTags: (_result, error, { listId }) => (error ? [] : ['UserLists', { type: 'UserList', id: listId }]),
    }),
    deleteList: build.mutation<void, number>({
      query: (listId) => ({ url: apiPath(USER_LIST_PATHS.list, { listId }), method: 'DELETE' }),
      // Films' pages name the lists they are on: those go stale too.
      invalidatesTags: (_result, error) => (error ? [] : ['UserLists', 'FilmState']),
    }),
    orderLists: build.mutation<void, number[]>({
      query: (listIds) => ({ url: apiPath(USER_LIST_PATHS.order), method: 'PUT', body: { list_ids: listIds } }),
      async onQueryStarted(listIds, { dispatch, queryFulfilled }) {
        holdPageUntilSaved(queryFulfilled);
        const patch = dispatch(
          userListsApi.util.updateQueryData('lists', undefined, (draft) => {
            draft.results.sort((a, b) => listIds.indexOf(a.id) - listIds.indexOf(b.id));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error) => (error ? [] : ['UserLists']),
    }),
    /** Reorders one page's films: the server puts the films named first, so the pages before this one are named ahead of it. */
    orderListMovies: build.mutation<void, { listId: number; page: number; movieIds: number[] }>({
      async queryFn({ listId, page, movieIds }, _api, _extra, baseQuery) {
        const before: number[] = [];
        for (let earlier = 1; earlier < page; earlier += 1) {
          const answer = await baseQuery({ url: apiPath(USER_LIST_PATHS.list, { listId }), params: { page: earlier } });
          if (answer.error) return { error: answer.error };
          before.push(...(answer.data as ListPage).results.map((entry) => entry.movie_id));
        }
        const answer = await baseQuery({ url: apiPath(USER_LIST_PATHS.movieOrder, { listId }), method: 'PUT', body: { movie_ids: [...before, ...movieIds] } });
        return answer.error ? { error: answer.error } : { data: undefined };
      },
      async onQueryStarted({ listId, page, movieIds }, { dispatch, queryFulfilled }) {
        holdPageUntilSaved(queryFulfilled);
        const patch = dispatch(
          userListsApi.util.updateQueryData('list', { listId, page }, (draft) => {
            draft.results.sort((a, b) => movieIds.indexOf(a.movie_id) - movieIds.indexOf(b.movie_id));
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { listId }) => (error ? [] : [{ type: 'UserList', id: listId }]),
    }),
    removeListMovie: build.mutation<void, { listId: number; movieId: number }>({
      query: ({ listId, movieId }) => ({ url: apiPath(USER_LIST_PATHS.movie, { listId, movieId }), method: 'DELETE' }),
      invalidatesTags: (_result, error, { listId, movieId }) =>
        error ? [] : ['UserLists', { type: 'UserList', id: listId }, { type: 'FilmState', id: movieId }],
    }),
    shareList: build.mutation<ShareLink, number>({
      query: (listId) => ({ url: apiPath(USER_LIST_PATHS.share, { listId }), method: 'POST' }),
      invalidatesTags: (_result, error, listId) => (error ? [] : ['UserLists', { type: 'UserList', id: listId }]),
    }),
    revokeShare: build.mutation<void, number>({
      query: (listId) => ({ url: apiPath(USER_LIST_PATHS.share, { listId }), method: 'DELETE' }),
      invalidatesTags: (_result, error, listId) => (error ? [] : ['UserLists', { type: 'UserList', id: listId }]),
    }),
  }),
});

export const {
  useListsQuery,
  useListQuery,
  useSharedListQuery,
  useCreateListMutation,
  useChangeListMutation,
  useDeleteListMutation,
  useOrderListsMutation,
  useOrderListMoviesMutation,
  useRemoveListMovieMutation,
  useShareListMutation,
  useRevokeShareMutation,
} = userListsApi;
