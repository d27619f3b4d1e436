import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGN_IN_PROVIDER_SETTINGS_PATHS } from '../../../../contract/profilePaths';
import { RefusalSchema } from '../../../../contract/refusal';
import { apiError } from '../../../http/error-codes';
import { AccountSignInsSchema, LinkStartSchema } from '../../../../contract/signInProviders';
import { type SignInProvider, SignInError } from '../../../auth/oidc/sign-in';
import { ProviderParams, startFlow, UNKNOWN_PROVIDER } from '../auth/sign-in-providers';

const NOT_LINKED = apiError('provider_not_linked');
const LAST_WAY_IN = apiError('provider_last_way_in');
const UNREACHABLE = apiError('provider_unreachable');

/**
 * /api/me/sign-in-providers/: the providers linked to the signed-in account (Account Settings),
 * linking one (the browser then goes through the provider, which proves the provider account is
 * theirs, and comes back to the profile), and removing one, never the last way in.
 */
export default async function signInProviderSettingsRoutes(app: FastifyInstance, { providers }: { providers: Map<string, SignInProvider> }): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const waysIn = async (userId: number) => {
    const [row] = await app.db.query<{ has_password: boolean; linked: Array<{ provider: string; email: string | null; linked_at: string }> }>(
      `select password_hash is not null as has_password,
         coalesce((select jsonb_agg(jsonb_build_object('provider', provider, 'email', email, 'linked_at', created_at) order by created_at)
                   from user_identities where user_id = users.id), '[]') as linked
       from users where id = $1`,
      [userId],
    );
    return row ?? { has_password: false, linked: [] };
  };

  routes.get(SIGN_IN_PROVIDER_SETTINGS_PATHS.list, { schema: { response: { 200: AccountSignInsSchema } } }, async (request) => {
    const { has_password, linked } = await waysIn(request.user.id);
    return {
      password: has_password ? ('set' as const) : ('none' as const),
      providers: [...providers.values()].map(({ id, label }) => {
        const link = linked.find(({ provider }) => provider === id);
        return { id, label, linked: link ? { email: link.email, linked_at: new Date(link.linked_at).toISOString() } : null };
      }),
    };
  });

  routes.post(
    SIGN_IN_PROVIDER_SETTINGS_PATHS.link,
    { schema: { params: ProviderParams, response: { 200: LinkStartSchema, 404: RefusalSchema, 503: RefusalSchema } } },
    async (request, reply) => {
      const provider = providers.get(request.params.provider);
      if (!provider) return reply.code(404).send(UNKNOWN_PROVIDER);
      try {
        const url = await startFlow(request, reply, provider, request.user.id);
        return { url: url.href };
      } catch (error) {
        if (!(error instanceof SignInError)) throw error;
        request.log.warn({ err: error.cause, provider: provider.id }, 'sign-in provider unreachable');
        return reply.code(503).send(UNREACHABLE);
      }
    },
  );

  routes.delete(
    SIGN_IN_PROVIDER_SETTINGS_PATHS.unlink,
    { schema: { params: ProviderParams, response: { 204: z.undefined(), 404: RefusalSchema, 409: RefusalSchema } } },
    async (request, reply) => {
      const { id: userId } = request.user;
      const removed = await app.db.transaction(async (tx) => {
        // Locks the account's row: two removals at once cannot each leave the other as the last way in.
        const [account] = await tx.query<{ has_password: boolean }>('select password_hash is not null as has_password from users where id = $1 for update', [userId]);
        const linked = await tx.query<{ provider: string }>('select provider from user_identities where user_id = $1', [userId]);
        if (!linked.some(({ provider }) => provider === request.params.provider)) return 'not-linked' as const;
        // A provider no longer configured is no way in.
        const othersLeft = linked.filter(({ provider }) => provider !== request.params.provider && providers.has(provider)).length;
        if (!account?.has_password && othersLeft === 0) return 'last' as const;
        await tx.query('delete from user_identities where user_id = $1 and provider = $2', [userId, request.params.provider]);
        return 'removed' as const;
      });
      if (removed === 'not-linked') return reply.code(404).send(NOT_LINKED);
      if (removed === 'last') return reply.code(409).send(LAST_WAY_IN);
      return reply.code(204).send();
    },
  );
}
