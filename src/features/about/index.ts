/** What the film page uses of the about page: where the server takes its films from. */
export { prefetchCatalogueSource, useCatalogueSourceQuery } from './aboutApi';
