import fp from 'fastify-plugin';
import { refreshPopularity, type RefreshReport } from './refresh';

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs the popularity refresh now (after any run of this node still going); `now` moves the windows, for tests. */
    refreshPopularity(now?: Date): Promise<RefreshReport>;
  }
}

/** How often each node refreshes: popularity follows activity within this, plus the answers' 5-minute cache. */
export const REFRESH_EVERY_MS = 60_000;

/**
 * The periodic popularity refresh on every node, off the request path: a timer that never keeps
 * the process alive, one run at a time per node, a failure logged and retried at the next tick.
 */
export default fp(
  async (app) => {
    let last: Promise<unknown> = Promise.resolve();
    app.decorate('refreshPopularity', (now?: Date) => {
      const run = last.then(() => refreshPopularity(app.db, now));
      last = run.catch(() => undefined);
      return run;
    });
    const timer = setInterval(() => {
      app.refreshPopularity().then(
        (report) => {
          if (report.changed > 0) app.log.info(report, 'popularity refreshed');
        },
        (error: unknown) => app.log.warn({ err: error }, 'popularity refresh failed'),
      );
    }, REFRESH_EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await last;
    });
  },
  { name: 'popularity-refresh', dependencies: ['db'] },
);
