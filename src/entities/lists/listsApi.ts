import { apiPath } from '../../../contract/apiPaths';
import { LIST_IDS_PATH, PERSONAL_LIST_PATHS } from '../../../contract/listPaths';
import { type ListIds, ListIdsSchema, type PersonSummary } from '../../../contract/lists';
import type { MoviePage, MovieSummary } from '../../../contract/movies';
import type { PersonPage } from '../../../contract/profile';
import type { AppDispatch, RootState } from '../../app/store';
import { productApi } from '../../api/productApi';
import { holdPageUntilSaved } from '../../api/unsavedChanges';

/** What a card, a toggle or the profile draws of a film: any catalogue entry fits. */
export type ListedMovie = Pick<MovieSummary, 'id' | 'title' | 'poster_path' | 'release_date' | 'vote_average' | 'vote_count'>;
export type ListedPerson = PersonSummary;

/** Each personal list: its key in /api/me/list-ids/ and its cache tag (its path: PERSONAL_LIST_PATHS). */
const lists = {
  favorites: { idsKey: 'favorites', tag: 'Favorites' },
  watchlist: { idsKey: 'watchlist', tag: 'Watchlist' },
  favoriteActors: { idsKey: 'favorite_actors', tag: 'FavoriteActors' },
} as const;
export type ListName = keyof typeof lists;

/** The key of `list` in /api/me/list-ids/. */
export const listIdsKey = (list: ListName) => lists[list].idsKey;

export interface MembershipChange {
  list: ListName;
  /** A movie id, or a person id for favoriteActors. */
  id: number;
  member: boolean;
}

const pageEndpoint = (list: ListName) => (page: number) => `${apiPath(PERSONAL_LIST_PATHS[list])}?page=${page}`;

export const listsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listIds: build.query<ListIds, void>({
      query: () => apiPath(LIST_IDS_PATH),
      responseSchema: ListIdsSchema,
      providesTags: ['Favorites', 'Watchlist', 'FavoriteActors'],
    }),
    // The pages are typed by the contract, not parsed: MoviePageSchema is full zod, too heavy for the bundle.
    favorites: build.query<MoviePage, number>({
      query: pageEndpoint('favorites'),
      providesTags: ['Favorites'],
    }),
    watchlist: build.query<MoviePage, number>({
      query: pageEndpoint('watchlist'),
      providesTags: ['Watchlist'],
    }),
    favoriteActors: build.query<PersonPage, number>({
      query: pageEndpoint('favoriteActors'),
      providesTags: ['FavoriteActors'],
    }),
    setListMembership: build.mutation<void, MembershipChange>({
      query: ({ list, id, member }) => ({
        url: `${apiPath(PERSONAL_LIST_PATHS[list])}${id}/`,
        method: member ? 'PUT' : 'DELETE',
      }),
      // The failed case was rolled back already; refetching would only repeat what we know.
      invalidatesTags: (_result, error, { list }) => (error ? [] : [lists[list].tag]),
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
        holdPageUntilSaved(queryFulfilled);
        const patches = [
          dispatch(
            listsApi.util.updateQueryData('listIds', undefined, (draft) => {
              const ids = draft[lists[change.list].idsKey].filter((id) => id !== change.id);
              draft[lists[change.list].idsKey] = change.member ? [change.id, ...ids] : ids;
            }),
          ),
          ...(change.member ? [] : dropFromCachedPages(change, getState() as RootState, dispatch)),
        ];
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

/** A removal shows at once on every cached page of that list (the profile's remove buttons). */
function dropFromCachedPages(
  { list, id }: MembershipChange,
  state: RootState,
  dispatch: (action: ReturnType<typeof listsApi.util.updateQueryData>) => { undo: () => void },
) {
  return listsApi.util.selectCachedArgsForQuery(state, list).map((page) =>
    dispatch(
      listsApi.util.updateQueryData(list, page, (draft) => {
        const kept = draft.results.filter((item) => item.id !== id);
        if (kept.length === draft.results.length) return;
        draft.results = kept as typeof draft.results;
        draft.total_results -= 1;
      }),
    ),
  );
}

export const {
  useListIdsQuery,
  useFavoritesQuery,
  useWatchlistQuery,
  useFavoriteActorsQuery,
  useSetListMembershipMutation,
} = listsApi;

/**
 * Asks for the list ids before a page renders (its `loader`, src/app/routes.tsx): every heart,
 * bookmark and star on the page reads them, and an answer that came after the page had rendered
 * re-rendered all of them in one synchronous task. Settles with the ids, undefined when the
 * request failed.
 */
export async function prefetchListIds(dispatch: AppDispatch): Promise<ListIds | undefined> {
  return (await dispatch(listsApi.endpoints.listIds.initiate(undefined, { subscribe: false }))).data;
}

/** The first page of each of the three lists, as the profile shows them (its `loader`). */
export function prefetchListFirstPages(dispatch: AppDispatch): void {
  for (const list of ['favorites', 'watchlist', 'favoriteActors'] as const) void dispatch(listsApi.util.prefetch(list, 1, {}));
}
