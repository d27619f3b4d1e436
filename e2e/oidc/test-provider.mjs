// An OpenID provider of the e2e tests' own (oidc-provider, with its development login and consent
// pages): `node e2e/oidc/test-provider.mjs <port> <client id> <client secret> <redirect URI>`.
// Anyone signs in under any name; the account's e-mail is <name>@idp.example, verified unless the
// name starts with "unverified". Prints
// "ready" once it listens. A process of its own: jest never loads its ECMAScript modules.
import Provider from 'oidc-provider';

const [port, clientId, clientSecret, redirectUri] = process.argv.slice(2);
const provider = new Provider(`http://localhost:${port}`, {
  clients: [{ client_id: clientId, client_secret: clientSecret, redirect_uris: [redirectUri], token_endpoint_auth_method: 'client_secret_post' }],
  async findAccount(_context, id) {
    return { accountId: id, claims: async () => ({ sub: id, email: `${id}@idp.example`, email_verified: !id.startsWith('unverified') }) };
  },
  claims: { openid: ['sub'], email: ['email', 'email_verified'] },
  features: { devInteractions: { enabled: true } },
  pkce: { required: () => true },
  cookies: { keys: ['e2e-only-cookie-key'] },
});
// Its development pages' warning, once per start, says nothing a test needs.
provider.on('server_error', (_context, error) => console.error(error));
provider.listen(Number(port), () => console.log('ready'));
