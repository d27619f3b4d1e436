/** The year of an ISO date, or null when the date is empty or malformed. */
export function releaseYear(releaseDate: string | null | undefined): string | null {
  const match = /^(\d{4})/.exec(releaseDate ?? '');
  return match?.[1] ?? null;
}

/** TMDB's 0..10 vote average with one decimal, or null when nobody voted. */
export function formatRating(voteAverage: number | null | undefined): string | null {
  return voteAverage ? voteAverage.toFixed(1) : null;
}
