/** The personal lists (favorites, watchlist, favorite actors): features and pages import them through this file. */
export { FavoriteActorToggle } from './FavoriteActorToggle';
export { ListMembershipProvider } from './ListMembership';
export { MovieListToggles } from './MovieListToggles';
export { useChangeMembership } from './useChangeMembership';
export { type ListedMovie, type ListedPerson, type ListName, prefetchListFirstPages, prefetchListIds, useFavoriteActorsQuery, useFavoritesQuery, useListIdsQuery, useWatchlistQuery } from './listsApi';
