/** Your own lists (their API, the list form): the list pages and the film log's menus read them here. */
export { ListFormDialog } from './ListFormDialog';
export { useListsQuery } from './userListsApi';
