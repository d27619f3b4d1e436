import type { Params } from 'react-router';

/**
 * Where a page is being opened: what its loader reads. Here rather than in app/routes.tsx, which
 * imports every page, so a page's loader and the routes read it from below both.
 */
export interface Landing {
  params: Params;
  search: URLSearchParams;
  /** TMDB's language parameter for the UI language. */
  language: string;
}
