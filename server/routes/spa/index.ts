import fs from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, IMAGES_PREFIX, MOVIE_DB_PREFIX } from '../../../contract/apiPaths';
import { PAGE_PATHS, RUNTIME_CONFIG_PATH } from '../../../contract/pagePaths';
import { LANGUAGE_COOKIE } from '../../../contract/language';
import { SIGNED_IN_HINT_COOKIE } from '../../../contract/auth';
import { apiError } from '../../http/error-codes';
import { pageRefreshUrl } from '../../auth/cookies';
import { pageRenderer } from './page-renderer';
import { prerenderedPages } from './shells';
import { APP_SHELL } from '../../../contract/installableApp';
import { FORM_EMAIL_COOKIE, FORM_ERROR_PARAM } from '../../../contract/accountForms';

/** The query is the SPA's; only its language switch and an account form's refusal matter here, whatever their type. */
type PageQuery = { lng?: unknown } & { [FORM_ERROR_PARAM]?: unknown };
type PageRequest = FastifyRequest<{ Querystring: PageQuery }>;

// The .br/.gz copies are the same immutable asset and get the same header.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|svg|png|webp|ico)(\.br|\.gz)?$/;
/** Server namespaces: a miss there is a 404 even for a browser, never the SPA. */
const SERVER_PREFIXES = [API_PREFIX, MOVIE_DB_PREFIX, IMAGES_PREFIX].map((prefix) => `${prefix}/`);
/** Where a signed-out visitor's request for a signed-in page goes (src/features/auth/RequireAuth.tsx). */
const LOGIN_PATH = PAGE_PATHS.login;
/** Where a signed-in reader's request for an account form goes (src/features/auth/GuestOnly.tsx). */
const PROFILE_PATH = PAGE_PATHS.profile;
/** The account form the sign-in settings change (src/features/auth/AuthCard.tsx). */
const REGISTER_PATH = PAGE_PATHS.register;

/**
 * The built SPA: content-hashed assets cached for a year, index.html revalidated every time,
 * pre-compressed .br/.gz files served when the browser accepts them, and the history fallback
 * (any other GET that wants HTML gets the page), with a preload header for the scripts of the
 * page at that path. A signed-in visitor's page is rendered with their data (page-renderer.ts);
 * any other is the prerendered first screen of that path in the reader's language (shells.ts)
 * when the build wrote them, else index.html.
 */
export default async function spaRoutes(app: FastifyInstance, { root }: { root: string }): Promise<void> {
  const index = path.join(root, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ root }, 'no built SPA found: run npm run build');
    return;
  }
  await app.register(fastifyStatic, {
    root,
    wildcard: false,
    preCompressed: true,
    index: false,
    cacheControl: false,
    // Served below, with what this server's configuration adds to the build's.
    globIgnore: [path.basename(RUNTIME_CONFIG_PATH)],
    setHeaders(res, filePath) {
      res.header(
        'cache-control',
        HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  // The build's runtime config plus the sign-in providers people may use here (their ids and
  // labels only) and whether password sign-up is open: read once, as the file does not change.
  const builtConfig = path.join(root, RUNTIME_CONFIG_PATH);
  const runtimeConfigFile = {
    ...(fs.existsSync(builtConfig) ? (JSON.parse(fs.readFileSync(builtConfig, 'utf8')) as object) : {}),
    signInProviders: app.config.SIGN_IN_PROVIDERS.map(({ id, label }) => ({ id, label })),
    passwordSignUp: app.config.PASSWORD_SIGNUP,
  };
  const runtimeConfig = JSON.stringify(runtimeConfigFile);
  app.get(RUNTIME_CONFIG_PATH, (_request, reply) => reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(runtimeConfig));
  // The page a path gets depends on two cookies (language, signed-in hint): read here as in /api.
  await app.register(fastifyCookie);
  // Where password sign-up is off, the register page is the providers alone, which no build knows.
  const prerendered = prerenderedPages(root, app.config.CORS_ORIGINS, app.config.PASSWORD_SIGNUP ? [] : [REGISTER_PATH]);
  // index.html asked for by name is the service worker's offline app shell (src/serviceWorker):
  // it keeps these headers, and its inline script runs by the same hashes as every page's.
  if (prerendered) {
    app.addHook('onSend', async (request, reply) => {
      if (request.url === APP_SHELL) reply.header('content-security-policy', prerendered.contentSecurityPolicy);
    });
  }
  const renderer = prerendered ? pageRenderer(app, root, runtimeConfigFile) : null;
  const sendPage = async (request: PageRequest, reply: FastifyReply, pathname: string) => {
    const page = prerendered?.pageFor({
      pathname,
      queryLanguage: typeof request.query.lng === 'string' ? request.query.lng : undefined,
      languageCookie: request.cookies[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
      signedInHint: Boolean(request.cookies[SIGNED_IN_HINT_COOKIE]),
      formFailure: request.query[FORM_ERROR_PARAM] !== undefined,
    });
    if (page?.signedOut) {
      return reply.header('cache-control', 'no-cache').header('vary', 'Cookie').redirect(LOGIN_PATH, 302);
    }
    if (page && renderer && (page.signedIn || page.serverRendered?.signedIn)) {
      const redirect = (url: string, code: 302 | 303) => reply.header('cache-control', 'no-store').header('vary', 'Cookie').redirect(url, code);
      // The access cookie lasts minutes, a session weeks: a reader back after a while renews it first
      // (the refresh cookie's path), and comes back with it, or without the hint if it has ended.
      if (!app.hasAccessCookie(request)) return redirect(pageRefreshUrl(request.url), 303);
      // With the query, whose ?lng= the profile is to be shown in.
      if (page.signedIn) return redirect(PROFILE_PATH + request.url.slice(pathname.length), 302);
    }
    if (page?.serverRendered && renderer) {
      // A form sent back refused shows the e-mail it was sent with (server/routes/forms), once.
      const formEmail = request.query[FORM_ERROR_PARAM] !== undefined ? request.cookies[FORM_EMAIL_COOKIE] : undefined;
      if (formEmail !== undefined) reply.clearCookie(FORM_EMAIL_COOKIE, { path: pathname });
      const html = await renderer.render(request, page.language, { ...page.serverRendered, formEmail }).catch((error: unknown) => {
        // The prerendered first screen instead: the app renders the page in the browser, as without a renderer.
        request.log.error({ err: error }, 'rendering the page on the server failed');
        return null;
      });
      if (html !== null) {
        // One person's page, with what their session holds (or a visitor's, with the state it came from): no cache keeps it.
        return reply
          .header('cache-control', 'private, no-store')
          // A person's page, or a list shared by link only: neither is for a search engine.
          .header('x-robots-tag', 'noindex')
          .header('content-security-policy', page.contentSecurityPolicy)
          .type('text/html; charset=utf-8')
          .send(html);
      }
    }
    if (page?.preload) reply.header('link', page.preload);
    reply.header('cache-control', 'no-cache');
    if (!page) return reply.sendFile('index.html', root);
    // The page depends on these, so a shared cache must not give one reader's page to another.
    reply.header('content-security-policy', page.contentSecurityPolicy).header('vary', 'Accept-Language, Cookie');
    return reply.sendFile(page.file, root);
  };
  app.get<{ Querystring: PageQuery }>('/', (request, reply) => sendPage(request, reply, '/'));
  app.get<{ Querystring: PageQuery }>('/*', (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    const isServerPath = SERVER_PREFIXES.some((prefix) => pathname.startsWith(prefix));
    if (!wantsHtml || isServerPath || path.extname(pathname) !== '') {
      return reply.code(404).send(apiError('not_found'));
    }
    return sendPage(request, reply, pathname);
  });
}
