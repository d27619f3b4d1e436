/** The film world's people: their page and the people search. Other features import them through this file only. */
export { knownForLine } from './knownForLine';
export { PeopleResults } from './PeopleResults';
export { peopleSearchApi, usePersonDetailsQuery, useSearchPeopleQuery } from './personApi';
