import { z } from 'zod';

/** GET /api/health/ (docs/API.md, "Health"): what the node runs on and whether each part answers. */
export const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  db: z.object({ kind: z.enum(['pglite', 'postgres']), status: z.enum(['ok', 'unavailable']) }),
  cache: z.union([
    z.object({ kind: z.literal('memory') }),
    z.object({ kind: z.literal('redis'), status: z.literal('ok') }),
    z.object({ kind: z.literal('redis'), status: z.literal('unavailable'), fallback: z.literal('memory') }),
  ]),
  source: z.enum(['embedded', 'tmdb']),
});
export type Health = z.infer<typeof HealthSchema>;

/** GET /api/health/live/ (docs/API.md, "Health"): the process serves HTTP; nothing else is read. */
export const LivenessSchema = z.object({ status: z.literal('ok') });
