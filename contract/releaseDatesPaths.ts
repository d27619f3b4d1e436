/** A film's release dates through the movie proxy, under API_PREFIX (contract/apiPaths.ts); only the film page asks, so not with its other paths (cataloguePaths.ts). */
export const RELEASE_DATES_PATH = '/tmdb/movie/:id/release_dates/';
