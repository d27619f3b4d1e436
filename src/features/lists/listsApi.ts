import * as z from 'zod/mini';
import type { RootState } from '../../app/store';
import { productApi } from '../../api/productApi';

/** What the profile draws of a listed film; the server sends TMDB list results. */
export const ListedMovieSchema = z.object({
  id: z.number(),
  title: z.string(),
  poster_path: z.nullable(z.string()),
  release_date: z._default(z.string(), ''),
  vote_average: z._default(z.number(), 0),
});
export type ListedMovie = z.infer<typeof ListedMovieSchema>;

export const ListedPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  profile_path: z.nullable(z.string()),
});
export type ListedPerson = z.infer<typeof ListedPersonSchema>;

const pageOf = <T extends z.core.$ZodType>(item: T) =>
  z.object({
    page: z.number(),
    results: z.array(item),
    total_pages: z.number(),
    total_results: z.number(),
  });

const MoviePageSchema = pageOf(ListedMovieSchema);
const PersonPageSchema = pageOf(ListedPersonSchema);
export type ListedMoviePage = z.infer<typeof MoviePageSchema>;
export type ListedPersonPage = z.infer<typeof PersonPageSchema>;

export const ListIdsSchema = z.object({
  favorites: z.array(z.number()),
  watchlist: z.array(z.number()),
  favorite_actors: z.array(z.number()),
});
export type ListIds = z.infer<typeof ListIdsSchema>;

/** Each personal list: its URL segment, its key in /api/me/list-ids/ and its cache tag. */
const lists = {
  favorites: { segment: 'favorites', idsKey: 'favorites', tag: 'Favorites' },
  watchlist: { segment: 'watchlist', idsKey: 'watchlist', tag: 'Watchlist' },
  favoriteActors: { segment: 'favorite-actors', idsKey: 'favorite_actors', tag: 'FavoriteActors' },
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

const pageEndpoint = (list: ListName) => (page: number) => `/api/me/${lists[list].segment}/?page=${page}`;

export const listsApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    listIds: build.query<ListIds, void>({
      query: () => '/api/me/list-ids/',
      transformResponse: (response: unknown) => ListIdsSchema.parse(response),
      providesTags: ['Favorites', 'Watchlist', 'FavoriteActors'],
    }),
    favorites: build.query<ListedMoviePage, number>({
      query: pageEndpoint('favorites'),
      transformResponse: (response: unknown) => MoviePageSchema.parse(response),
      providesTags: ['Favorites'],
    }),
    watchlist: build.query<ListedMoviePage, number>({
      query: pageEndpoint('watchlist'),
      transformResponse: (response: unknown) => MoviePageSchema.parse(response),
      providesTags: ['Watchlist'],
    }),
    favoriteActors: build.query<ListedPersonPage, number>({
      query: pageEndpoint('favoriteActors'),
      transformResponse: (response: unknown) => PersonPageSchema.parse(response),
      providesTags: ['FavoriteActors'],
    }),
    setListMembership: build.mutation<void, MembershipChange>({
      query: ({ list, id, member }) => ({
        url: `/api/me/${lists[list].segment}/${id}/`,
        method: member ? 'PUT' : 'DELETE',
      }),
      // The failed case was rolled back already; refetching would only repeat what we know.
      invalidatesTags: (_result, error, { list }) => (error ? [] : [lists[list].tag]),
      async onQueryStarted(change, { dispatch, getState, queryFulfilled }) {
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
