import { setupServer } from 'msw/node';
import { authHandlers } from './handlers/auth';
import { dataPortabilityHandlers } from './handlers/dataPortability';
import { filmLogHandlers } from './handlers/filmLog';
import { healthHandlers } from './handlers/health';
import { listsHandlers } from './handlers/lists';
import { movieHandlers } from './handlers/movies';
import { peopleHandlers } from './handlers/people';
import { profileHandlers } from './handlers/profile';

/** Handlers for the whole API contract; tests override single routes with server.use. */
export const server = setupServer(...authHandlers, ...healthHandlers, ...movieHandlers, ...peopleHandlers, ...profileHandlers, ...listsHandlers, ...filmLogHandlers, ...dataPortabilityHandlers);
