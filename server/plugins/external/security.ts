import fastifyCors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERROR_CODES_HEADER } from '../../../contract/errors';
import { apiError } from '../../http/error-codes';
import type { Config } from '../../config';

/** Where TMDB serves its images: /images/ redirects there for imported films and the upstream source. */
const TMDB_IMAGE_ORIGIN = 'https://image.tmdb.org';

/**
 * Scripts only from our origin: the built SPA's one inline script (index.html's first-paint
 * script) is allowed by its hash on the HTML responses that carry it (routes/spa), never by
 * 'unsafe-inline'. MUI's emotion writes <style> tags at run time, so styles need 'unsafe-inline'.
 */
export function contentSecurityPolicy(corsOrigins: readonly string[], inlineScripts: readonly string[] = []): string {
  const connect = ["'self'", ...corsOrigins].join(' ');
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${TMDB_IMAGE_ORIGIN}`,
    "font-src 'self'",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

function securityHeaders(corsOrigins: readonly string[]): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(corsOrigins),
    'cross-origin-opener-policy': 'same-origin',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}

const NUL_IN_URL = /%00/;
const NUL_REFUSAL = JSON.stringify(apiError('url_nul'));
/** Two years, the preload list's minimum; only sent over https, where a browser honours it. */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * Security headers on every response from one onRequest hook with precomputed values:
 * @fastify/helmet's per-request work costs throughput on every route (docs/PRODUCT.md §14.2).
 * CORS only when CORS_ORIGINS names origins, and then only for those, with credentials.
 */
async function securityPlugin(app: FastifyInstance, { config }: { config: Pick<Config, 'CORS_ORIGINS'> }): Promise<void> {
  const headers = securityHeaders(config.CORS_ORIGINS);
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    // PostgreSQL text cannot hold NUL, so a %00 anywhere in a path or query would end as a 500.
    if (NUL_IN_URL.test(request.url)) {
      // Already serialised: the route's own response schemas must not judge this refusal.
      reply.code(400).type('application/json; charset=utf-8').send(NUL_REFUSAL);
      return;
    }
    done();
  });

  if (config.CORS_ORIGINS.length === 0) return;
  const allowed = new Set(config.CORS_ORIGINS);
  await app.register(fastifyCors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization'],
    // What a CDN-hosted SPA reads across origins: when a refused or deferred upload may come
    // back, and the codes of a field error's messages (contract/errors.ts).
    exposedHeaders: ['Retry-After', ERROR_CODES_HEADER],
    maxAge: 600,
  });
}

export default fp(securityPlugin, { name: 'security' });
