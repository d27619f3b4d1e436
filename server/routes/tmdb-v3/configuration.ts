import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ORIGIN_LIST_PATHS } from '../../../contract/originFilterPaths';
import { CountryListSchema, LanguageListSchema } from '../../../contract/configuration';
import { payloadHandlers, SELF_ENCODED, type PayloadDialect } from '../../movies/payload-handlers';
import { LanguageQuerySchema } from '../../movies/request-schemas';

const ConfigurationSchema = z.object({
  images: z.object({
    base_url: z.string(),
    secure_base_url: z.string(),
    backdrop_sizes: z.array(z.string()),
    logo_sizes: z.array(z.string()),
    poster_sizes: z.array(z.string()),
    profile_sizes: z.array(z.string()),
    still_sizes: z.array(z.string()),
  }),
  change_keys: z.array(z.string()),
});

/**
 * TMDB's /3/configuration, the first call most TMDB apps make; and /3/configuration/languages and
 * /3/configuration/countries: on the embedded catalogue, only the codes its films use (Discover
 * offers them as its language and country choices).
 */
export function registerConfigurationRoutes(app: FastifyInstance, dialect: PayloadDialect): void {
  const { answer, getRoute } = payloadHandlers(dialect);
  app.get('/configuration', { ...SELF_ENCODED, schema: { querystring: LanguageQuerySchema, response: { 200: ConfigurationSchema, ...dialect.errorResponses } } }, (request, reply) =>
    answer(request, reply, LanguageQuerySchema, () => app.movieSource.configuration(request.host)),
  );
  getRoute(app, ORIGIN_LIST_PATHS.languages, LanguageQuerySchema, LanguageListSchema, () => app.movieSource.languages());
  getRoute(app, ORIGIN_LIST_PATHS.countries, LanguageQuerySchema, CountryListSchema, (query) => app.movieSource.countries(query.language));
}
