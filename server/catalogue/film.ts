import type { CastMember, CrewMember } from '../../contract/movies';

/** One film as the catalogue tables hold it, whatever it came from. */
export interface CatalogueFilm {
  id: number;
  source: 'embedded' | 'import';
  title: string;
  original_title: string;
  original_language: string;
  overview: string;
  tagline: string;
  /** ISO date (YYYY-MM-DD) or null when unknown. */
  release_date: string | null;
  /** The year when only the year is known (most Wikipedia films); else read from release_date. */
  release_year?: number | null;
  runtime: number | null;
  adult: boolean;
  popularity: number;
  vote_average: number;
  vote_count: number;
  poster_path: string | null;
  backdrop_path: string | null;
  budget: number;
  revenue: number;
  status: string;
  imdb_id: string | null;
  homepage: string;
  genre_ids: number[];
  director: string | null;
  cast: CastMember[];
  crew: CrewMember[];
  mpaa_rating?: string | null;
  rotten_tomatoes_rating?: number | null;
  /** The film's English Wikipedia article (its slug), when the source names one. */
  wikipedia_href?: string | null;
  /** ISO 3166-1 codes of the countries that made it; unknown is empty. */
  production_countries?: string[];
  /** ISO 639-1 codes of the languages spoken in it; unknown is empty. */
  spoken_languages?: string[];
  /** The other titles it goes by, in the film world's order. */
  alternative_titles?: string[];
  /** The Freebase id the CMU corpus gives the film (/m/07g1sm), when it is one of the corpus'. */
  freebase_mid?: string | null;
}

/**
 * Embedded films take ids from 900,000,001 up (vega-datasets' films 900,000,000 + their
 * position in the pinned data set, Wikipedia's from 910,000,000: docs/CATALOGUE.md), a range TMDB's own ids (about 1.5 million in 2026) will not reach for decades;
 * imported films keep their TMDB ids, which must stay below it.
 */
export const EMBEDDED_ID_BASE = 900_000_000;

export const posterPathFor = (id: number): string => `/poster-${id}.svg`;
