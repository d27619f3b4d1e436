import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_PATHS } from '../../../../contract/pagePaths';
import { ACCOUNT_SIGN_INS_ANCHOR, LINKED_PARAM, PROVIDER_ID, SIGN_IN_ERROR_PARAM, SIGN_IN_PROVIDER_PARAM, SIGN_IN_START_PATH } from '../../../../contract/signInProviders';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { seeOther } from '../../../http/see-other';
import { ATTEMPT_RULES, countAttempts, replyTooManyAttempts } from '../../../auth/attempt-rules';
import { accountFor } from '../../../auth/oidc/accounts';
import { openSession } from '../../../auth/open-session';
import { FLOW_SECONDS, type SignInProvider, SignInError, signInProvider } from '../../../auth/oidc/sign-in';

/**
 * The browser's half of a sign-in under way: what it is for (`in`, or `link` from Account
 * Settings) and its state, which the provider sends back: `link.<state>`.
 */
export const FLOW_COOKIE = 'sign_in_state';
type Intent = 'in' | 'link';
const FLOW_COOKIE_PATH = '/api/auth/oidc/';
/** Lax: the provider's redirect back is a top-level GET from another site. */
const FLOW_COOKIE_OPTIONS = { httpOnly: true, sameSite: 'lax', secure: 'auto', path: FLOW_COOKIE_PATH } as const;

export const ProviderParams = z.object({ provider: z.string().regex(PROVIDER_ID) });
const TO_PROVIDER = z.undefined().describe("To the provider's authorization endpoint; if it cannot be reached, to /login?sign_in_error=unreachable&provider=…");
const BACK_FROM_PROVIDER = z
  .undefined()
  .describe('Signed in (the session cookies of a login): to /profile; linked: to /profile?linked=…; else to /login?sign_in_error=…&provider=… (contract/signInProviders.ts names the reasons)');
export const UNKNOWN_PROVIDER = apiError('unknown_provider');

/**
 * Starts a flow for `provider` and keeps its state in this browser; returns where to send it. The
 * provider sends the browser back to PUBLIC_URL, never to a host the request named: behind a
 * proxy, X-Forwarded-Host is whatever the client wrote.
 */
export async function startFlow(request: FastifyRequest, reply: FastifyReply, provider: SignInProvider, linkUserId: number | null): Promise<URL> {
  const callbackUrl = `${request.server.config.PUBLIC_URL}${FLOW_COOKIE_PATH}${provider.id}/callback`;
  const { url, state } = await provider.start(request.server.db, callbackUrl, linkUserId);
  const intent: Intent = linkUserId === null ? 'in' : 'link';
  reply.setCookie(FLOW_COOKIE, `${intent}.${state}`, { ...FLOW_COOKIE_OPTIONS, maxAge: FLOW_SECONDS });
  return url;
}

/** The configured providers by id, each with its discovered metadata kept once asked for. */
export function signInProviders(app: FastifyInstance): Map<string, SignInProvider> {
  return new Map(app.config.SIGN_IN_PROVIDERS.map((config) => [config.id, signInProvider(config)]));
}

/**
 * GET /api/auth/oidc/:provider/start sends the browser to the provider (authorization code with
 * PKCE, state and nonce); GET …/callback is where it comes back: a session like a password
 * login's, then /profile (or, after linking, Account Settings). Any failure goes back where the
 * person started (/login, or Account Settings) with ?sign_in_error= and stores nothing.
 */
export default async function signInProviderRoutes(app: FastifyInstance, { providers }: { providers: Map<string, SignInProvider> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Back where the person started: the login page, or Account Settings when they were linking (signed in, /login would send them on).
  const failed = (reply: FastifyReply, failure: SignInError['failure'], provider: SignInProvider, intent: Intent = 'in') => {
    const query = new URLSearchParams({ [SIGN_IN_ERROR_PARAM]: failure, [SIGN_IN_PROVIDER_PARAM]: provider.id });
    return reply.redirect(intent === 'link' ? `${PAGE_PATHS.profile}?${query}#${ACCOUNT_SIGN_INS_ANCHOR}` : `${PAGE_PATHS.login}?${query}`, 303);
  };

  routes.get(SIGN_IN_START_PATH, { schema: { params: ProviderParams, response: { 303: TO_PROVIDER, 404: RefusalSchema, 429: RefusalSchema } } }, async (request, reply) => {
    const provider = providers.get(request.params.provider);
    if (!provider) return reply.code(404).send(UNKNOWN_PROVIDER);
    // Each start writes a row: as many as logins from one address.
    const wait = await countAttempts(app.attemptLimiter, [{ key: `sign-in-start-ip:${request.ip}`, rule: ATTEMPT_RULES.loginPerIp }]);
    if (wait !== null) return replyTooManyAttempts(reply, wait);
    try {
      return seeOther(reply, (await startFlow(request, reply, provider, null)).href);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ err: error.cause, provider: provider.id }, 'sign-in provider unreachable');
      return failed(reply, error.failure, provider);
    }
  });

  routes.get('/auth/oidc/:provider/callback', { schema: { params: ProviderParams, response: { 303: BACK_FROM_PROVIDER, 404: RefusalSchema } } }, async (request, reply) => {
    const provider = providers.get(request.params.provider);
    if (!provider) return reply.code(404).send(UNKNOWN_PROVIDER);
    reply.header('cache-control', 'no-store').clearCookie(FLOW_COOKIE, FLOW_COOKIE_OPTIONS);
    const answer = new URL(request.url, 'http://callback');
    const state = answer.searchParams.get('state');
    const [kind, kept] = (request.cookies[FLOW_COOKIE] ?? '').split('.', 2);
    const intent: Intent = kind === 'link' ? 'link' : 'in';
    // The state must be the one this browser was given: a callback sent to someone else's browser signs nobody in.
    if (!state || state !== kept) return failed(reply, 'expired', provider, intent);
    try {
      const { identity, linkUserId } = await provider.finish(app.db, answer, state);
      const { userId, linked } = await accountFor(app.db, provider.id, identity, linkUserId);
      if (linked) return reply.redirect(`${PAGE_PATHS.profile}?${new URLSearchParams({ [LINKED_PARAM]: provider.id })}#${ACCOUNT_SIGN_INS_ANCHOR}`, 303);
      const user = await app.usersRepository.findById(userId);
      if (!user) return failed(reply, 'failed', provider, intent);
      await openSession(app, reply, user);
      return reply.redirect(PAGE_PATHS.profile, 303);
    } catch (error) {
      if (!(error instanceof SignInError)) throw error;
      request.log.warn({ err: error.cause, provider: provider.id, failure: error.failure }, 'sign-in with a provider failed');
      return failed(reply, error.failure, provider, intent);
    }
  });
}
