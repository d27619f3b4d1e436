import type { FastifyInstance } from 'fastify';
import { CountryListSchema, LanguageListSchema } from '../../../contract/configuration';
import { payloadHandlers, type PayloadDialect } from '../../movies/payload-handlers';
import { LanguageQuerySchema } from '../../movies/request-schemas';

/**
 * TMDB's /3/configuration/languages and /3/configuration/countries: on the embedded catalogue,
 * only the codes its films use (Discover offers them as its language and country choices).
 */
export function registerConfigurationRoutes(app: FastifyInstance, dialect: PayloadDialect): void {
  const { getRoute } = payloadHandlers(dialect);
  getRoute(app, '/configuration/languages', LanguageQuerySchema, LanguageListSchema, () => app.movieSource.languages());
  getRoute(app, '/configuration/countries', LanguageQuerySchema, CountryListSchema, (query) => app.movieSource.countries(query.language));
}
