/** Your own lists: the film log's menus use the lists and the list form through this file only. */
export { ListFormDialog } from './ListFormDialog';
export { useListsQuery } from './userListsApi';
