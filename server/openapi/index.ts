import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { PHOTO_ACCEPTED_TYPES, PHOTO_FIELD, PHOTO_MAX_BYTES } from '../../contract/photo';

/** The product's API and the movie database's; the SPA's pages and the image redirects are not APIs. */
const DOCUMENTED_PREFIXES = ['/api/', '/3/'];

export const isDocumented = (url: string) => DOCUMENTED_PREFIXES.some((prefix) => url.startsWith(prefix));

type TransformInput = Parameters<SwaggerTransform>[0];
type TransformedSchema = Record<string, unknown>;

/**
 * Bodies no zod schema can state, because the route reads them as a stream: only the multipart
 * photo upload, described from the same constants the route and the SPA check it with.
 */
const STREAMED_BODIES: Record<string, TransformedSchema> = {
  'POST /api/actualizar-foto-de-perfil/': {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: [PHOTO_FIELD],
      properties: {
        [PHOTO_FIELD]: {
          type: 'string',
          format: 'binary',
          description: `${PHOTO_ACCEPTED_TYPES.join(', ')}; at most ${PHOTO_MAX_BYTES} bytes.`,
        },
      },
    },
  },
};

/** The first path segment names the area: `/api/auth/login/` is "auth", every `/3/...` route is "3". */
function tagOf(url: string): string {
  const [, root, area] = url.split('/');
  return root === 'api' ? `api/${area}` : (root ?? '');
}

/** Every /3 route takes the key either way, as TMDB does. */
const TMDB_KEY = [{ apiKey: [] }, { bearerKey: [] }];

/**
 * Routes' zod schemas turned into JSON Schema by fastify-type-provider-zod, with an area tag and
 * the streamed bodies added; anything outside /api and /3 is left out.
 */
const transform: SwaggerTransform = (input) => {
  if (!isDocumented(input.url)) return { schema: { hide: true }, url: input.url };
  const { schema, url } = jsonSchemaTransform(input);
  const method = [input.route.method].flat()[0];
  return {
    url,
    schema: {
      tags: [tagOf(url)],
      ...(url.startsWith('/3/') ? { security: TMDB_KEY } : {}),
      ...schema,
      ...STREAMED_BODIES[`${method} ${url}`],
    } as TransformInput['schema'],
  };
};

/**
 * The OpenAPI document of every route, collected as routes are registered: it must be
 * registered before them (app.ts). Served by routes/api/openapi.ts.
 */
async function openApiPlugin(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Movie browser API',
        version: '1',
        description: [
          'The product API under `/api` (session cookies set by `/api/auth/login/`, or `Authorization: Token <key>`),',
          'and the movie database in TMDB v3 dialect under `/3` (the key from the login or `/api/auth/user/`, as `?api_key=` or `Authorization: Bearer <key>`).',
          'Unsafe requests under `/api` from a browser must come from an allowed `Origin`.',
          '\n\nWithout a TMDB key the films come from the embedded catalogue (server/catalogue/data/NOTICE.md): the lead paragraphs of',
          "the films' English Wikipedia articles by Wikipedia's contributors (the overviews, credited by `overview_source`, and most directors),",
          "Wikipedia's American film lists collected by prust/wikipedia-movie-data (MIT), the CMU Movie Summary Corpus by Bamman, O'Connor",
          'and Smith (ACL 2013, CC BY-SA) and vega-datasets (BSD-3-Clause). That data is licensed CC BY-SA 4.0',
          '(https://creativecommons.org/licenses/by-sa/4.0/); the code is MIT-licensed.',
        ].join(' '),
        // The code's licence; the catalogue data's (CC BY-SA 4.0) is named in the description.
        license: { name: 'MIT', identifier: 'MIT' },
      },
      components: {
        securitySchemes: {
          accessCookie: { type: 'apiKey', in: 'cookie', name: 'access' },
          sessionKey: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <key>`' },
          apiKey: { type: 'apiKey', in: 'query', name: 'api_key' },
          bearerKey: { type: 'http', scheme: 'bearer', description: 'The same `/3` key as `api_key`, as TMDB takes it.' },
        },
      },
    },
    transform,
  });
}

export default fp(openApiPlugin, { name: 'openapi' });
