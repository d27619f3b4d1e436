import Fastify, { type RouteOptions } from 'fastify';
import { z } from 'zod';
import { API_PREFIX, MOVIE_DB_PREFIX } from '../../contract/apiPaths';
import movieProxyRoutes from '../routes/api/tmdb';
import tmdbV3Routes from '../routes/tmdb-v3';
import { documentSchemasOnly } from './payload-handlers';

interface DeclaredSchema {
  querystring?: z.ZodType;
  params?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

/** Every route both movie surfaces register, with the schema it declares. */
async function declaredRoutes(): Promise<Array<{ url: string; schema: DeclaredSchema }>> {
  const app = Fastify();
  const routes: Array<{ url: string; schema: DeclaredSchema }> = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    // /3's catch-all answers TMDB's 404 and is left out of the document (hide).
    if ((route.schema as { hide?: boolean } | undefined)?.hide === true) return;
    if (route.method === 'GET' || (Array.isArray(route.method) && route.method.includes('GET'))) {
      routes.push({ url: route.url, schema: (route.schema ?? {}) as DeclaredSchema });
    }
  });
  // As the app mounts them (server/app.ts): the proxy's paths are whole under /api.
  await app.register(tmdbV3Routes, { prefix: MOVIE_DB_PREFIX });
  await app.register(movieProxyRoutes, { prefix: API_PREFIX });
  await app.ready();
  await app.close();
  return routes;
}

describe('movie route schemas', () => {
  it('declares a query, 200 and error schema on every /3 and proxy route, each one JSON Schema can express', async () => {
    const routes = await declaredRoutes();
    expect(routes.map((route) => route.url)).toEqual(expect.arrayContaining(['/3/discover/movie', '/api/tmdb/populares/']));
    for (const { url, schema } of routes) {
      expect([url, schema.querystring instanceof z.ZodType]).toEqual([url, true]);
      expect([url, schema.response?.[200] instanceof z.ZodType]).toEqual([url, true]);
      expect([url, schema.response?.[404] instanceof z.ZodType]).toEqual([url, true]);
      expect([url, url.includes('/:') === (schema.params !== undefined)]).toEqual([url, true]);
      // As fastify-type-provider-zod's jsonSchemaTransform reads them for the OpenAPI document.
      for (const request of [schema.querystring, schema.params]) if (request) z.toJSONSchema(request, { io: 'input' });
      for (const body of Object.values(schema.response ?? {})) z.toJSONSchema(body, { io: 'output' });
    }
  });

  it('leaves the checking to the handlers and sends their serialized bodies untouched', async () => {
    const app = Fastify();
    documentSchemasOnly(app);
    const strict = z.object({ page: z.number() });
    app.get('/list', { schema: { querystring: strict, response: { 200: strict, 404: strict } } }, async (request, reply) =>
      reply.type('application/json').code((request.query as { code?: string }).code === '404' ? 404 : 200).send('{"page": "one" }'),
    );
    const ok = await app.inject({ method: 'GET', url: '/list?page=x' });
    expect([ok.statusCode, ok.body]).toEqual([200, '{"page": "one" }']);
    const missing = await app.inject({ method: 'GET', url: '/list?code=404' });
    expect([missing.statusCode, missing.body]).toEqual([404, '{"page": "one" }']);
    await app.close();
  });
});
