import type { FastifyReply, FastifyRequest } from 'fastify';
import { SIGNED_IN_HINT_COOKIE } from '../../contract/auth';
import type { Config } from '../config';

/**
 * The session cookies, written and read by hand: the two values are base64url tokens that
 * need no encoding, and @fastify/cookie's hooks on every route would cost throughput
 * (docs/PRODUCT.md §14.2) while every protected route must read `access`.
 */
export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** The refresh token goes only to the endpoints that rotate or revoke it. */
const REFRESH_COOKIE_PATH = '/api/auth/';
/** Only the login reads it (auth/device.ts); it outlives sessions, as a browser does. */
export const DEVICE_COOKIE = 'device';
const DEVICE_COOKIE_PATH = '/api/auth/login/';
const DEVICE_MAX_AGE = 365 * 86_400;

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator > 0 && pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim() || undefined;
  }
  return undefined;
}

function appendCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, path: string, maxAge: number, httpOnly = true): void {
  const attributes = [`${name}=${value}`, `Max-Age=${maxAge}`, `Path=${path}`, ...(httpOnly ? ['HttpOnly'] : []), 'SameSite=Lax'];
  if (maxAge === 0) attributes.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (request.protocol === 'https') attributes.push('Secure');
  const existing = reply.getHeader('set-cookie');
  const cookies = existing === undefined ? [] : Array.isArray(existing) ? existing : [String(existing)];
  reply.header('set-cookie', [...cookies, attributes.join('; ')]);
}

export function setSessionCookies(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'ACCESS_TTL' | 'REFRESH_TTL'>,
  tokens: { access: string; refresh?: string },
): void {
  appendCookie(request, reply, ACCESS_COOKIE, tokens.access, '/', config.ACCESS_TTL);
  if (tokens.refresh) {
    appendCookie(request, reply, REFRESH_COOKIE, tokens.refresh, REFRESH_COOKIE_PATH, config.REFRESH_TTL);
    writeSignedInHint(request, reply, config.REFRESH_TTL);
  }
}

export function clearSessionCookies(request: FastifyRequest, reply: FastifyReply): void {
  appendCookie(request, reply, ACCESS_COOKIE, '', '/', 0);
  appendCookie(request, reply, REFRESH_COOKIE, '', REFRESH_COOKIE_PATH, 0);
  writeSignedInHint(request, reply, 0);
}

/**
 * The SPA's hint that a session may be held (contract/auth.ts): readable by scripts, so it
 * carries no token, and it lives as long as the refresh cookie it stands for; 0 clears it.
 */
function writeSignedInHint(request: FastifyRequest, reply: FastifyReply, maxAge: number): void {
  appendCookie(request, reply, SIGNED_IN_HINT_COOKIE, maxAge === 0 ? '' : '1', '/', maxAge, false);
}

export function setDeviceCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  appendCookie(request, reply, DEVICE_COOKIE, token, DEVICE_COOKIE_PATH, DEVICE_MAX_AGE);
}
