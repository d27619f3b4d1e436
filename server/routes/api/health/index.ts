import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthSchema } from '../../../../contract/health';

/** Readiness: 200 while the database answers, 503 when it does not; a lost Redis shows as "degraded". */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/health/', { schema: { response: { 200: HealthSchema, 503: HealthSchema } } }, async (_request, reply) => {
    const db = await app.db.ping().then(
      () => 'ok' as const,
      () => 'unavailable' as const,
    );
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
}
