/** The film world's people: their page and the people search. Other features import them through this file only. */
export { departmentLabel } from './departmentLabel';
export { PeopleResults } from './PeopleResults';
export { usePersonDetailsQuery, useSearchPeopleQuery } from './personApi';
