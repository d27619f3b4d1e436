import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({}), paths: z.looseObject({}) });

/** The document changes only with a deploy. */
const CACHE_CONTROL = 'public, max-age=3600';

/** GET /api/openapi.json: public, serialised once on first request (every route is registered by then). */
export default async function openApiRoute(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get(
    '/openapi.json',
    { schema: { summary: 'This document (OpenAPI 3.1)', response: { 200: OpenApiDocumentSchema } } },
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      // Already JSON: the response schema documents it and is not run again.
      return reply.header('cache-control', CACHE_CONTROL).type('application/json; charset=utf-8').send(document);
    },
  );
}
