export { FavoriteActorToggle } from './FavoriteActorToggle';
export { MovieListToggles } from './MovieListToggles';
