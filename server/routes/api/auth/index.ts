import type { FastifyInstance } from 'fastify';
import loginRoute from './login';
import logoutRoute from './logout';
import refreshRoute from './refresh';
import currentUserRoute from './user';

/** /api/auth/: the session's life. */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
  await app.register(currentUserRoute);
}
