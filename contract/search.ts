/**
 * The longest text the search endpoints take (/3/search/movie and /3/search/person answer 422
 * past it): the header's search field takes no more, and a link's longer query is cut to it.
 */
export const SEARCH_QUERY_MAX_LENGTH = 500;
