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
  /** The films of the catalogue its billed cast appear in, summed over the cast (0: no cast known). */
  castCredits: number;
  /** The CMU corpus' English Wikipedia article id: ids are given as articles are created, so a low id is a film written about early. */
  wikipediaArticleId: number | null;
  /** Made in the US, or no country known: its article is compared with the American films of its era. */
  american: boolean;
  /** How many of the three sources list the film (1–3). */
  sources: number;
  /** Facts known of the film among runtime, full date, country, language, genre and a Wikipedia article of its own (0–6). */
  knownFacts: number;
  year: number | null;
}

interface Signal {
  weight: number;
  /** The fact, larger meaning better known; null when unknown. */
  value: (film: PriorFacts) => number | null;
  /** Films compared with each other: their era, and for the article also whether they are American. */
  pool: (film: PriorFacts) => string;
  /** How much of the evidence a known value carries (1 unless the value itself is thin). */
  strength?: (film: PriorFacts) => number;
}

/** Decades, but the few films before 1910 (403) as one era and the films without a year as another. */
const eraOf = (film: PriorFacts): string => (film.year === null ? 'unknown' : String(Math.max(1900, Math.floor(film.year / 10) * 10)));

/** A vote count says less when it is small: 100,000 votes count fully, 3,000 (Wings, 1927) about 70 %. */
const FULL_VOTES_LOG = 5;

const SIGNALS: readonly Signal[] = [
  {
    weight: 1,
    value: (film) => (film.imdbVotes === null || film.imdbVotes <= 0 ? null : film.imdbVotes),
    pool: eraOf,
    strength: (film) => Math.min(1, Math.log10(film.imdbVotes as number) / FULL_VOTES_LOG),
  },
  {
    weight: 0.85,
    value: (film) => (film.wikipediaArticleId === null ? null : -film.wikipediaArticleId),
    // English Wikipedia wrote about American films first: a world film's early article is
    // compared with the other world films of its era (Seven Samurai, Metropolis, Bicycle Thieves).
    pool: (film) => `${eraOf(film)} ${film.american ? 'US' : 'world'}`,
  },
  { weight: 0.5, value: (film) => (film.gross === null || film.gross <= 0 ? null : film.gross), pool: eraOf },
  { weight: 0.5, value: (film) => (film.castCredits > 0 ? film.castCredits : null), pool: eraOf },
];

/** Only the top sixteenth of an era (z above 4 halvings) is evidence of fame. */
const EVIDENCE_FROM_HALVINGS = 4;
/** The strongest signal counts whole, the others a quarter: one source's extreme is not outvoted by several sources' middling values. */
const OTHER_SIGNALS_SHARE = 0.25;
const TAIL_WEIGHT = 0.5;
const RECENCY_POINTS = 2.5;
const RECENCY_HALF_LIFE_YEARS = 8;
/** Puts the prior's top near 30, the scale the run-time blend adds activity to. */
const SCALE = 2;

/**
 * Each signal's share of the films of its pool that the film beats (ties count half; a film
 * without the fact beats none), by film.
 */
function shares(films: readonly PriorFacts[], signal: Signal): Float64Array {
  const pools = new Map<string, number[]>();
  films.forEach((film, index) => {
    const key = signal.pool(film);
    const pool = pools.get(key);
    if (pool) pool.push(index);
    else pools.set(key, [index]);
  });
  const share = new Float64Array(films.length);
  for (const members of pools.values()) {
    const known = members.flatMap((index) => {
      const value = signal.value(films[index] as PriorFacts);
      return value === null ? [] : [{ index, value }];
    });
    known.sort((a, b) => a.value - b.value);
    const unknown = members.length - known.length;
    for (let start = 0; start < known.length; ) {
      let end = start;
      while (end < known.length && (known[end] as { value: number }).value === (known[start] as { value: number }).value) end++;
      const beaten = (unknown + start + (end - start) / 2) / members.length;
      for (let at = start; at < end; at++) share[(known[at] as { index: number }).index] = beaten;
      start = end;
    }
  }
  return share;
}

/**
 * The prior of every film, each signal read against the films of its era (docs/CATALOGUE.md):
 *
 *   p_s  = the share of its era's films the film beats on signal s
 *   z_s  = −log2(1 − p_s)                       (the film is in the top 2^−z_s of its era)
 *   e_s  = w_s · max(0, z_s − 4) · strength_s    (w: votes 1, article 0.85, gross 0.5, cast 0.5)
 *   fame = max_s e_s + ¼ · (Σ_s e_s − max_s e_s)
 *   prior = 2 · (fame + ½ · mean_s p_s + 0.05 · known facts + 0.1 · sources
 *                + 2.5 · 2^(−(build year − year) / 8))
 *
 * rounded to six decimals.
 */
export function priorPopularities(films: readonly PriorFacts[], buildYear: number): number[] {
  const signalShares = SIGNALS.map((signal) => shares(films, signal));
  return films.map((film, index) => {
    const evidence = SIGNALS.map((signal, s) => {
      const share = (signalShares[s] as Float64Array)[index] as number;
      if (share === 0) return 0;
      const halvings = -Math.log2(1 - share);
      return signal.weight * Math.max(0, halvings - EVIDENCE_FROM_HALVINGS) * (signal.strength?.(film) ?? 1);
    });
    const strongest = Math.max(...evidence);
    const fame = strongest + OTHER_SIGNALS_SHARE * (evidence.reduce((sum, e) => sum + e, 0) - strongest);
    const meanShare = signalShares.reduce((sum, share) => sum + (share[index] as number), 0) / SIGNALS.length;
    const recency = film.year === null ? 0 : RECENCY_POINTS * 2 ** (-Math.max(0, buildYear - film.year) / RECENCY_HALF_LIFE_YEARS);
    const prior = SCALE * (fame + TAIL_WEIGHT * meanShare + 0.05 * film.knownFacts + 0.1 * film.sources + recency);
    return Math.round(prior * 1e6) / 1e6;
  });
}
