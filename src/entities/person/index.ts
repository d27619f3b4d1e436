/** The film world's people (their details, the people search and its results): the person page, Discover's people filter and the search page read them here. */
export { knownForLine } from './knownForLine';
export { PeopleResults } from './PeopleResults';
export { peopleSearchApi, usePersonDetailsQuery, useSearchPeopleQuery } from './personApi';
