import type { FastifyInstance } from 'fastify';
import loginRoute from './login';
import logoutRoute from './logout';
import refreshRoute from './refresh';

/** /api/auth/: the session's life, open to anyone; GET /api/auth/user/ is a signed-in route (../index.ts). */
export default async function authRoutes(app: FastifyInstance): Promise<void> {
  await app.register(loginRoute);
  await app.register(refreshRoute);
  await app.register(logoutRoute);
}
