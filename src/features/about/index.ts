/** What other features use of the about page: where the server takes its films from. */
export { prefetchCatalogueSource, useCatalogueSourceQuery } from './aboutApi';
