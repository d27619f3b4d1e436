/** The year of an ISO date, or null when the date is empty or malformed: a film's year wherever it shows. */
export function releaseYear(releaseDate: string | null | undefined): string | null {
  const match = /^(\d{4})/.exec(releaseDate ?? '');
  return match?.[1] ?? null;
}
