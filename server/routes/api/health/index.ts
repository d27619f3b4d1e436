import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HEALTH_PATH } from '../../../../contract/healthPaths';
import { HealthSchema, LivenessSchema } from '../../../../contract/health';

type DatabaseStatus = 'ok' | 'unavailable';

/** The liveness answer never changes: serialised once. */
const ALIVE = JSON.stringify({ status: 'ok' });

/**
 * Readiness (/health/): 200 while the database answers, 503 when it does not; a lost Redis shows
 * as "degraded". Liveness (/health/live/): 200 while the process serves HTTP, reading nothing,
 * so an orchestrator restarts a node that hangs, never one whose database is away.
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  // Probes that arrive while a ping is on its way share its answer: under a burst of checks the
  // database (PGlite's thread, or a pool connection) sees one ping, not one per probe, and no
  // answer is older than the round trip of the ping that was on its way when the probe came.
  let pinging: Promise<DatabaseStatus> | undefined;
  const databaseStatus = (): Promise<DatabaseStatus> =>
    (pinging ??= app.db
      .ping()
      .then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      )
      .finally(() => (pinging = undefined)));

  app.withTypeProvider<ZodTypeProvider>().get(HEALTH_PATH, { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const db = await databaseStatus();
    const cache = app.cacheHealth();
    // Without Redis the node still serves (in-process fallback), so only the database decides the 503.
    const cacheOk = !('status' in cache) || cache.status === 'ok';
    const body = {
      status: db === 'ok' && cacheOk ? ('ok' as const) : ('degraded' as const),
      db: { kind: app.db.kind, status: db },
      cache,
      source: app.movieSource.kind,
    };
    return reply.code(db === 'ok' ? 200 : 503).header('cache-control', 'no-store').send(body);
  });

  app.get('/health/live/', { schema: { response: { 200: LivenessSchema } } }, (_request, reply) =>
    reply.header('cache-control', 'no-store').type('application/json; charset=utf-8').send(ALIVE),
  );
}
