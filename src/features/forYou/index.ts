/** "For you": the home page's row of films ranked from the user's lists. */
export { ForYouRow, prefetchForYou } from './ForYouRow';
