import * as client from 'openid-client';
import { z } from 'zod';
import { withoutNulCharacters } from '../../../contract/text';
import type { SignInFailure } from '../../../contract/signInProviders';
import type { Database } from '../../db/database';
import { hashSecret } from '../secrets';
import type { SignInProviderConfig } from '../../config/sign-in-providers';

/** How long a person has between leaving for the provider and coming back. */
export const FLOW_SECONDS = 600;
/**
 * How far the provider's clock may be from ours: an ID token's expiry (exp) and not-before (nbf),
 * checked by openid-client, and its issue time (iat), checked here, get this much leeway.
 */
export const CLOCK_SKEW_SECONDS = 30;

/** A sign-in that ends back on /login, saying why (contract/signInProviders.ts). */
export class SignInError extends Error {
  constructor(readonly failure: SignInFailure, options?: ErrorOptions) {
    super(failure, options);
  }
}

/** What the provider says of the person, once its ID token has been checked. */
export interface ProviderIdentity {
  issuer: string;
  subject: string;
  /** As the provider wrote it: accounts.ts holds it to the registration form's rules. */
  email: string | null;
  emailVerified: boolean;
}

/** OpenID Connect's limit for a subject. */
const Subject = z.string().min(1).max(255).check(withoutNulCharacters());

export interface SignInProvider {
  readonly id: string;
  readonly label: string;
  /** The authorization URL to send the browser to, and the state its cookie keeps. */
  start(db: Database, redirectUri: string, linkUserId: number | null): Promise<{ url: URL; state: string }>;
  /**
   * Checks the provider's answer at `callbackUrl` against the flow `state` names (taken once):
   * the code exchanged with its PKCE verifier, the ID token's signature, issuer, audience,
   * expiry and nonce checked by openid-client, and its issue time not ahead of our clock.
   */
  finish(db: Database, callbackUrl: URL, state: string): Promise<{ identity: ProviderIdentity; linkUserId: number | null }>;
}

/**
 * A configured provider. Its metadata is discovered from the issuer the first time it is needed
 * and kept; a discovery that fails is tried again at the next sign-in.
 */
export function signInProvider(config: SignInProviderConfig): SignInProvider {
  let discovered: Promise<client.Configuration> | null = null;
  const configuration = () => {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, { [client.clockTolerance]: CLOCK_SKEW_SECONDS }, client.ClientSecretPost(config.clientSecret), {
        execute: [
          // The ID token's signature too, against the provider's JWKS: TLS alone would vouch for
          // the token endpoint's answer, but a token is what names the person (issue 43).
          client.enableNonRepudiationChecks,
          // http only for a provider on this machine (config/sign-in-providers.ts).
          ...(new URL(config.issuer).protocol === 'http:' ? [client.allowInsecureRequests] : []),
        ],
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered = null;
        throw new SignInError('unreachable', { cause: error });
      });
    return discovered;
  };

  return {
    id: config.id,
    label: config.label,
    async start(db, redirectUri, linkUserId) {
      const settings = await configuration();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      await db.query(`delete from sign_in_flows where created_at < now() - make_interval(secs => $1)`, [FLOW_SECONDS]);
      await db.query(
        'insert into sign_in_flows (state_hash, provider, nonce, code_verifier, redirect_uri, link_user_id) values ($1, $2, $3, $4, $5, $6)',
        [hashSecret(state), config.id, nonce, codeVerifier, redirectUri, linkUserId],
      );
      const url = client.buildAuthorizationUrl(settings, {
        redirect_uri: redirectUri,
        scope: config.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, state };
    },
    async finish(db, callbackUrl, state) {
      // Taken once: a replayed callback finds nothing.
      const [flow] = await db.query<{ nonce: string; code_verifier: string; redirect_uri: string; link_user_id: number | null; fresh: boolean }>(
        `delete from sign_in_flows where state_hash = $1 and provider = $2
         returning nonce, code_verifier, redirect_uri, link_user_id::int as link_user_id, created_at > now() - make_interval(secs => $3) as fresh`,
        [hashSecret(state), config.id, FLOW_SECONDS],
      );
      if (!flow?.fresh) throw new SignInError('expired');
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) throw new SignInError(providerError === 'access_denied' ? 'denied' : 'failed');
      const settings = await configuration();
      // The URL the provider sent the browser to, as the start told it (PUBLIC_URL): whatever host this request named.
      const answered = new URL(flow.redirect_uri);
      answered.search = callbackUrl.search;
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(settings, answered, {
          pkceCodeVerifier: flow.code_verifier,
          expectedState: state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        const unreachable = error instanceof TypeError || (error as { code?: unknown }).code === 'OAUTH_TIMEOUT';
        throw new SignInError(unreachable ? 'unreachable' : 'failed', { cause: error });
      }
      const claims = tokens.claims();
      if (!claims) throw new SignInError('failed');
      // openid-client only checks that iat is a number: a token "issued" ahead of our clock is one
      // minted to be used later, or by a provider whose clock cannot be trusted for exp either.
      if (claims.iat > Date.now() / 1000 + CLOCK_SKEW_SECONDS) throw new SignInError('failed', { cause: new Error(`ID token issued in the future (iat ${claims.iat})`) });
      // What no account could be kept under (PostgreSQL's text holds no NUL) is no answer to act on.
      if (!Subject.safeParse(claims.sub).success) throw new SignInError('failed');
      // A provider may keep the e-mail, or whether it verified it, out of the ID token and give
      // them at its UserInfo endpoint (oidc-provider does): asked there with the access token, for the same subject.
      let profile: Record<string, unknown> = claims;
      if ((typeof claims.email !== 'string' || claims.email_verified === undefined) && settings.serverMetadata().userinfo_endpoint) {
        profile = await client.fetchUserInfo(settings, tokens.access_token, claims.sub).catch((error: unknown) => {
          throw new SignInError('failed', { cause: error });
        });
      }
      return {
        identity: {
          issuer: claims.iss,
          subject: claims.sub,
          email: typeof profile.email === 'string' ? profile.email : null,
          // The boolean true only, as OpenID Connect has it: a provider that leaves it out has not said so.
          emailVerified: profile.email_verified === true,
        },
        linkUserId: flow.link_user_id,
      };
    },
  };
}
