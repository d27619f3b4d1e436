import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX, AUTH_PATHS } from '../../contract/apiPaths';
import { SIGNED_IN_HINT_COOKIE } from '../../contract/auth';
import type { Config } from '../config';

/**
 * The session cookies, read and written through @fastify/cookie (registered for /api,
 * routes/api/index.ts, for the SPA's pages, routes/spa, which read the language and hint
 * cookies, and for the account forms, routes/forms: nowhere else, as its hook costs every route
 * it covers).
 */
export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** The refresh token goes only to the endpoints that rotate or revoke it. */
const REFRESH_COOKIE_PATH = '/api/auth/';
/**
 * Where a browser asking for a signed-in page with an expired access cookie renews its session
 * (routes/api/auth/refresh.ts), to come back to the page's URL: the refresh cookie reaches only there.
 */
export const pageRefreshUrl = (pageUrl: string) => `${API_PREFIX}${AUTH_PATHS.refresh}?${new URLSearchParams({ next: pageUrl })}`;
/**
 * The session's api_key, kept by the browser because the server keeps only its hash: the SPA
 * holds the key in memory, and after a reload only GET /api/auth/user/ can give it back. Sent
 * with every request, as the access cookie is: the server renders a signed-in page with the
 * visitor's session check, which reads it (server/routes/spa/page-renderer.ts).
 */
export const API_KEY_COOKIE = 'api_key';
const API_KEY_COOKIE_PATH = '/';
/** Where sessions begun before pages were rendered on the server keep it; cleared with the session. */
const LEGACY_API_KEY_COOKIE_PATH = `${API_PREFIX}${AUTH_PATHS.user}`;
/** Only the login reads it (auth/device.ts); it outlives sessions, as a browser does. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = `${API_PREFIX}${AUTH_PATHS.login}`;
const DEVICE_MAX_AGE = 365 * 86_400;

/** Every cookie of ours: SameSite=Lax, and Secure whenever the request came over https (TRUST_PROXY says whether to believe x-forwarded-proto). */
const BASE: CookieSerializeOptions = { sameSite: 'lax', secure: 'auto' };
const PRIVATE: CookieSerializeOptions = { ...BASE, httpOnly: true };

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name] || undefined;
}

export function setSessionCookies(
  reply: FastifyReply,
  config: Pick<Config, 'ACCESS_TTL' | 'REFRESH_TTL'>,
  tokens: { access: string; refresh?: string },
): void {
  reply.setCookie(ACCESS_COOKIE, tokens.access, { ...PRIVATE, path: '/', maxAge: config.ACCESS_TTL });
  if (tokens.refresh) {
    reply.setCookie(REFRESH_COOKIE, tokens.refresh, { ...PRIVATE, path: REFRESH_COOKIE_PATH, maxAge: config.REFRESH_TTL });
    // The SPA's hint that a session may be held (contract/auth.ts): readable by scripts, so it
    // carries no token, and it lives as long as the refresh cookie it stands for.
    reply.setCookie(SIGNED_IN_HINT_COOKIE, '1', { ...BASE, path: '/', maxAge: config.REFRESH_TTL });
  }
}

/** It lives as long as its session can: SESSION_MAX_AGE, however often the session is refreshed. */
export function setApiKeyCookie(reply: FastifyReply, config: Pick<Config, 'SESSION_MAX_AGE'>, apiKey: string): void {
  reply.setCookie(API_KEY_COOKIE, apiKey, { ...PRIVATE, path: API_KEY_COOKIE_PATH, maxAge: config.SESSION_MAX_AGE });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { ...PRIVATE, path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { ...PRIVATE, path: REFRESH_COOKIE_PATH });
  reply.clearCookie(SIGNED_IN_HINT_COOKIE, { ...BASE, path: '/' });
  reply.clearCookie(API_KEY_COOKIE, { ...PRIVATE, path: API_KEY_COOKIE_PATH });
  reply.clearCookie(API_KEY_COOKIE, { ...PRIVATE, path: LEGACY_API_KEY_COOKIE_PATH });
}

export function setDeviceCookie(reply: FastifyReply, token: string): void {
  reply.setCookie(DEVICE_COOKIE, token, { ...PRIVATE, path: DEVICE_COOKIE_PATH, maxAge: DEVICE_MAX_AGE });
}
