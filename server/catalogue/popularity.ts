/**
 * The embedded catalogue's popularity: how many people rated a film (IMDB votes) dominates,
 * box office adds a little, both on log scales so that blockbusters do not flatten the rest.
 *
 *   popularity = 10 * log10(1 + imdbVotes) + 5 * log10(1 + worldwideGross / 1,000,000)
 *
 * rounded to three decimals. A film with no votes and no gross scores 0.
 */
export function popularity(imdbVotes: number | null, worldwideGross: number | null): number {
  const votes = Math.max(0, imdbVotes ?? 0);
  const grossMillions = Math.max(0, worldwideGross ?? 0) / 1_000_000;
  const score = 10 * Math.log10(1 + votes) + 5 * Math.log10(1 + grossMillions);
  return Math.round(score * 1000) / 1000;
}
