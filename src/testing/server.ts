import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { discoverHandlers } from './handlers/discover';
import { dataPortabilityHandlers } from './handlers/dataPortability';
import { filmLogHandlers } from './handlers/filmLog';
import { healthHandlers } from './handlers/health';
import { listsHandlers } from './handlers/lists';
import { movieHandlers } from './handlers/movies';
import { peopleHandlers } from './handlers/people';
import { profileHandlers } from './handlers/profile';
import { recommendationsHandlers } from './handlers/recommendations';

/** Handlers for the whole API contract; tests override single routes with server.use. */
export const server = setupServer(
  ...authHandlers,
  ...healthHandlers,
  ...movieHandlers,
  ...discoverHandlers,
  ...peopleHandlers,
  ...profileHandlers,
  ...listsHandlers,
  ...filmLogHandlers,
  ...recommendationsHandlers,
  ...dataPortabilityHandlers,
);
