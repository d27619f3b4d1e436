import { StaticRouter } from 'react-router';
import { initialSessionState, type SessionState } from '../../features/auth/sessionSlice';
import { MovieListView } from '../../features/catalogue';
import type { ListedMovie } from '../../features/lists';
import { AppRoutes } from '../router';

/**
 * A signed-in reader, for the probe only: the header's signed-in links and the page itself (not
 * its skeleton) render. Nobody's: the probe's markup is thrown away.
 */
export const probeSession: SessionState = {
  ...initialSessionState,
  isAuthenticated: true,
  loading: false,
  user: { pk: 0, email: '', profile_picture: null },
};

/** A card with every part (poster, year, rating) and one with none: their styles differ. */
const PROBE_FILMS: ListedMovie[] = [
  { id: 1, title: '', poster_path: '/probe.jpg', release_date: '2000-01-01', vote_average: 5, vote_count: 1 },
  { id: 2, title: '', poster_path: null, release_date: '', vote_average: 0, vote_count: 0 },
];

/**
 * Rendered by the prerender for its styles only: what a signed-in page's first full render draws
 * that its skeleton does not, the page in the states its store holds (answers loading, then the
 * made-up ones of probeAnswers.ts) and a page of cards with its page controls. Those styles go into
 * the HTML, so emotion finds them inserted instead of compiling and inserting them in the commit
 * of that render, the longest task after the first paint.
 */
export function FirstRenderProbe({ path }: { path: string }) {
  return (
    <StaticRouter location={path}>
      <AppRoutes />
      <MovieListView data={{ results: PROBE_FILMS }} isLoading={false} errorText={null} page={1} totalPages={2} onPageChange={() => {}} />
    </StaticRouter>
  );
}
