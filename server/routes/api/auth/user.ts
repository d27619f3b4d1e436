import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AUTH_PATHS } from '../../../../contract/apiPaths';
import { CurrentUserSchema } from '../../../../contract/auth';
import { RefusalSchema } from '../../../../contract/refusal';
import { TOKEN_INVALID } from '../../../auth/auth-errors';
import { API_KEY_COOKIE, readCookie, setApiKeyCookie } from '../../../auth/cookies';
import { profilePictureUrl } from '../../../profile/photo-url';

export default async function currentUserRoute(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    AUTH_PATHS.user,
    { schema: { response: { 200: CurrentUserSchema, 401: RefusalSchema } } },
    async (request, reply) => {
      const user = await app.usersRepository.findById(request.user.id);
      if (!user) return reply.code(401).send(TOKEN_INVALID);
      // api_key goes beyond the design's {pk, email, profile_picture} (docs/PRODUCT.md §13): the SPA holds login's
      // answer in memory only, so after a reload this is where it gets the key for /3 back.
      const apiKey = await browserApiKey(app, request, reply);
      const profilePicture = await profilePictureUrl(app.photosRepository, user.id);
      reply.header('cache-control', 'no-store');
      return { pk: user.id, email: user.email, profile_picture: profilePicture, ...(apiKey === null ? {} : { api_key: apiKey }) };
    },
  );
}

/**
 * Only the key's hash is stored, so the key comes back from the cookie login set. A session
 * begun before sessions had keys gets its first one here, so its browser keeps /3 working.
 */
async function browserApiKey(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const kept = readCookie(request, API_KEY_COOKIE);
  if (kept !== undefined && (await app.sessions.userIdForApiKey(kept)) === request.user.id) return kept;
  if (request.accessId === null) return null;
  const issued = await app.sessions.issueMissingApiKey(request.accessId, request.user.id);
  if (issued !== null) setApiKeyCookie(reply, app.config, issued);
  return issued;
}
