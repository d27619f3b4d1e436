import { CardLogButton } from '../features/filmLog';
import { type ListedMovie, MovieListToggles } from '../entities/lists';

/**
 * A film card's buttons: the list toggles and the log menu. The card (entities/catalogue) takes
 * them as a slot, so it imports neither feature; only pages that show cards import this module,
 * which keeps the log button's code off /login's first visit.
 */
export const movieCardActions = (movie: ListedMovie) => (
  <>
    <MovieListToggles movie={movie} />
    <CardLogButton movie={movie} />
  </>
);
