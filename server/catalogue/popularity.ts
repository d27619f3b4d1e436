/**
 * What the film world's sources tell about how known a film is, the prior of its popularity
 * (docs/CATALOGUE.md, "Popularity"). Every source is dated (vega's figures 2010, the CMU
 * corpus 2012, Wikipedia's lists 2023), so none of them is today's popularity: the prior is
 * the order of films nobody here has shown interest in yet, and this server's own activity
 * adds to it (server/popularity/).
 */
export interface PriorFacts {
  /** vega-datasets' IMDb vote count (2010). */
  imdbVotes: number | null;
  /** Box office in US dollars: vega's worldwide gross, else the CMU corpus' revenue. */
  gross: number | null;
  /** The films of the catalogue its billed cast appear in, summed over the cast: a cast of known actors, or a large one. */
  castCredits: number;
  /** The CMU corpus' English Wikipedia article id: ids are given as articles are created, so a low id is a film written about early. */
  wikipediaArticleId: number | null;
  /** How many of the three sources list the film (1–3). */
  sources: number;
  /** Facts known of the film among runtime, full date, country, language, genre and a Wikipedia article of its own (0–6). */
  knownFacts: number;
  year: number | null;
}

/** Wikipedia's article ids in the corpus reach 37.5 million: log10 ≈ 7.6 is an article written last. */
const NEWEST_ARTICLE_LOG = 7.6;
/** Recency's weight in the build's year, halved every RECENCY_HALF_LIFE_YEARS before it. */
const RECENCY_POINTS = 20;
const RECENCY_HALF_LIFE_YEARS = 8;

/**
 *   prior = 2·log10(1 + IMDb votes) + log10(1 + box office / 1,000,000)
 *         + log2(1 + the billed cast's credits in the catalogue)
 *         + max(0, 7.6 − log10(Wikipedia article id))
 *         + 0.5 · sources listing it + 0.1 · known facts
 *         + 20 · 2^(−(build year − year) / 8)
 *
 * rounded to six decimals (three would tie thousands of films: most of them score between 1
 * and 4); a term whose fact is unknown adds 0.
 */
export function priorPopularity(facts: PriorFacts, buildYear: number): number {
  const votes = Math.max(0, facts.imdbVotes ?? 0);
  const grossMillions = Math.max(0, facts.gross ?? 0) / 1_000_000;
  const article = facts.wikipediaArticleId === null ? 0 : Math.max(0, NEWEST_ARTICLE_LOG - Math.log10(Math.max(1, facts.wikipediaArticleId)));
  const recency = facts.year === null ? 0 : RECENCY_POINTS * 2 ** (-Math.max(0, buildYear - facts.year) / RECENCY_HALF_LIFE_YEARS);
  const score =
    2 * Math.log10(1 + votes) +
    Math.log10(1 + grossMillions) +
    Math.log2(1 + facts.castCredits) +
    article +
    0.5 * facts.sources +
    0.1 * facts.knownFacts +
    recency;
  return Math.round(score * 1e6) / 1e6;
}
