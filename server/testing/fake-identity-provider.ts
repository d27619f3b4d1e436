import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who signs in at the provider next. */
export interface FakePerson {
  sub: string;
  email?: string;
  email_verified?: boolean;
}

/** What the next ID token gets wrong, for the checks openid-client must make. */
export type IdTokenFault = 'wrong-signature' | 'wrong-audience' | 'expired' | 'wrong-issuer' | 'wrong-nonce';

export interface FakeIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The environment that configures it as provider `id`. */
  env(id: string): Record<string, string>;
  person: FakePerson;
  /** Applies to every token until changed. */
  fault: IdTokenFault | null;
  /** The provider answers the authorization with this error instead of a code (access_denied). */
  refusal: string | null;
  /** False: the ID token names the subject only, and the e-mail is at the UserInfo endpoint (as oidc-provider does). */
  emailInIdToken: boolean;
  /** Seconds the provider's clock runs ahead of ours: its ID tokens' iat and exp are that much later. */
  clockAhead: number;
  /** Where the provider sends the browser back after the authorization URL: what a browser would follow. */
  authorize(authorizationUrl: string): Promise<string>;
  close(): Promise<void>;
}

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

function jwt(key: KeyObject, kid: string, claims: Record<string, unknown>): string {
  const signingInput = `${base64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid }))}.${base64url(JSON.stringify(claims))}`;
  return `${signingInput}.${base64url(sign('RSA-SHA256', Buffer.from(signingInput), key))}`;
}

/**
 * An OpenID provider of the tests' own on a free loopback port: discovery, JWKS, UserInfo, an
 * authorization endpoint that signs `person` in at once (no login page: e2e drives a real one),
 * and a token endpoint that checks the client's secret and the PKCE verifier and returns an ID
 * token signed with its key, or with the fault asked for.
 */
export async function startFakeIdentityProvider(): Promise<FakeIdentityProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const kid = randomBytes(8).toString('hex');
  const clientId = 'movie-browser-test';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; person: FakePerson }>();
  const accessTokens = new Map<string, FakePerson>();
  let issuer = '';

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        userinfo_endpoint: `${issuer}/userinfo`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post'],
      });
    }
    if (url.pathname === '/userinfo') {
      const person = accessTokens.get((request.headers.authorization ?? '').replace(/^Bearer /, ''));
      return person ? json(200, person) : json(401, { error: 'invalid_token' });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (url.pathname === '/token' && request.method === 'POST') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(401, { error: 'invalid_client' });
        if (!grant || grant.redirectUri !== form.get('redirect_uri') || createHash('sha256').update(verifier).digest('base64url') !== grant.challenge) {
          return json(400, { error: 'invalid_grant' });
        }
        const now = Math.floor(Date.now() / 1000) + provider.clockAhead;
        const claims = {
          iss: provider.fault === 'wrong-issuer' ? `${issuer}/other` : issuer,
          aud: provider.fault === 'wrong-audience' ? 'another-client' : clientId,
          iat: provider.fault === 'expired' ? now - 7200 : now,
          exp: provider.fault === 'expired' ? now - 3600 : now + 300,
          nonce: provider.fault === 'wrong-nonce' ? 'not-the-nonce' : grant.nonce,
          ...(provider.emailInIdToken ? grant.person : { sub: grant.person.sub }),
        };
        const accessToken = randomBytes(16).toString('hex');
        accessTokens.set(accessToken, grant.person);
        return json(200, {
          access_token: accessToken,
          token_type: 'Bearer',
          expires_in: 300,
          id_token: jwt(provider.fault === 'wrong-signature' ? stranger : privateKey, kid, claims),
        });
      });
      return undefined;
    }
    return json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider: FakeIdentityProvider = {
    issuer,
    clientId,
    clientSecret,
    env: (id) => ({
      OIDC_PROVIDERS: id,
      [`OIDC_${id.toUpperCase()}_ISSUER`]: issuer,
      [`OIDC_${id.toUpperCase()}_CLIENT_ID`]: clientId,
      [`OIDC_${id.toUpperCase()}_CLIENT_SECRET`]: clientSecret,
    }),
    person: { sub: 'person-1', email: 'sso@example.com', email_verified: true },
    fault: null,
    refusal: null,
    emailInIdToken: true,
    clockAhead: 0,
    async authorize(authorizationUrl) {
      const url = new URL(authorizationUrl);
      const redirect = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state') ?? '';
      if (provider.refusal) {
        redirect.search = new URLSearchParams({ error: provider.refusal, state }).toString();
        return redirect.href;
      }
      if (url.origin !== issuer || url.searchParams.get('code_challenge_method') !== 'S256' || url.searchParams.get('client_id') !== clientId) {
        throw new Error(`not this provider's authorization request: ${authorizationUrl}`);
      }
      const code = randomBytes(16).toString('hex');
      codes.set(code, {
        nonce: url.searchParams.get('nonce') ?? '',
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: redirect.href,
        person: { ...provider.person },
      });
      redirect.search = new URLSearchParams({ code, state }).toString();
      return redirect.href;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  return provider;
}
