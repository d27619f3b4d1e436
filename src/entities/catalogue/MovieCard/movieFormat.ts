export { releaseYear } from '../../../../contract/releaseYear';

/** What a rating is read from: TMDB's 0..10 vote average and how many votes it averages. */
export interface Rated {
  vote_average: number;
  vote_count: number;
}

/** The vote average with one decimal, or null when it is unknown (no votes, TMDB's convention). */
export function formatRating({ vote_average, vote_count }: Rated): string | null {
  return vote_count > 0 && vote_average ? vote_average.toFixed(1) : null;
}
