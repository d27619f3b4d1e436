/** What other features use of the about page: where the server takes its films from. */
export { useCatalogueSourceQuery } from './aboutApi';
