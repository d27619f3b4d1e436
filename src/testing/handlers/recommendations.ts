import { http, HttpResponse } from 'msw';
import type { Recommendation, Recommendations } from '../../../contract/recommendations';
import { listsState } from './lists';

/**
 * "For you" (/api/me/for-you/): what a user with lists is recommended, set by the test; an
 * empty profile gets no films, as on the server. Tests that set it call resetForYouState() in beforeEach.
 */
export const forYouState = { results: [] as Recommendation[] };

export function resetForYouState(): void {
  forYouState.results = [];
}

export const recommendationsHandlers = [
  http.get('*/api/me/for-you/', () => {
    const hasLists = listsState.favorites.length + listsState.watchlist.length + listsState.favoriteActors.length > 0;
    return HttpResponse.json<Recommendations>({ results: hasLists ? forYouState.results : [] });
  }),
];
