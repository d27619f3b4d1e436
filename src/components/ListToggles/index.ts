export { FavoriteActorToggle } from './FavoriteActorToggle';
export { MovieListToggles } from './MovieListToggles';
export { useChangeMembership } from './useChangeMembership';
