import type { FastifyInstance } from 'fastify';

/**
 * How long the server keeps reading after the signal before it stops listening. Node's close()
 * destroys every connection without a request in progress, and a connection whose request was
 * sent moments ago but not parsed yet counts as one: without this pause it would be reset.
 */
const READ_GRACE_MS = 500;

/**
 * Serves what was already sent, then stops listening, lets the requests in flight finish
 * (closing keep-alive connections as their last request ends) and closes the app (database,
 * cache). Resolves once everything is closed.
 */
export async function closeGracefully(app: FastifyInstance): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, READ_GRACE_MS));
  // close() ends the keep-alive connections idle at that moment only: one whose last request
  // finishes later would hold the exit until its keep-alive timeout, so keep reaping them.
  const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}
