import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AlternativeTitlesSchema, CreditsSchema, MovieDetailsSchema, MoviePageSchema, ReleaseDatesSchema } from '../../contract/movies';
import { PersonDetailsSchema, PersonMovieCreditsSchema } from '../../contract/people';
import type { JsonPayload } from './movie-source';
import {
  IdParamsSchema,
  LanguageQuerySchema,
  MovieDetailsQuerySchema,
  PageQuerySchema,
  PersonDetailsQuerySchema,
  parseId,
  PopularQuerySchema,
} from './request-schemas';
import { sendPayload } from './send-payload';

/** How one API surface (/3 or the /api/tmdb proxy) words its answers; the handling is the same. */
export interface PayloadDialect {
  cacheControl: string;
  invalidQuery(reply: FastifyReply, error: z.ZodError): FastifyReply;
  /** Answers a movie source failure; rethrows anything else. */
  sourceFailed(reply: FastifyReply, error: unknown): FastifyReply;
  /** Answers a path id that cannot name a film or person (not a positive integer). */
  unknownId(reply: FastifyReply): FastifyReply;
  /** The error bodies this surface answers with, by HTTP status, as the route schemas declare them. */
  errorResponses: Readonly<Record<number, z.ZodType>>;
}

type IdParams = { Params: { id: string } };

/**
 * Route schemas here document the routes (the OpenAPI document is built from them) but do not
 * act: the handlers validate themselves, so that they answer in their dialect's error shapes,
 * and the bodies are serialized JSON from the movie source's cache, sent as they are (Fastify
 * sends a string body untouched; an error object is stringified).
 */
export function documentSchemasOnly(app: FastifyInstance): void {
  app.setValidatorCompiler(() => (value) => ({ value }));
  app.setSerializerCompiler(() => (data) => (typeof data === 'string' ? data : JSON.stringify(data)));
}

/**
 * Options of a payload route: @fastify/compress's hooks left off (`sendPayload` sends bytes it
 * compressed once per answer, and a GET has no body to decompress), three hooks fewer a request.
 */
export const SELF_ENCODED = { compress: false, decompress: false } as const;

/** A route's schema: its query (and id), its 200 body and the dialect's error bodies. */
function routeSchema(dialect: PayloadDialect, querystring: z.ZodType, body: z.ZodType, withId = false) {
  return {
    ...SELF_ENCODED,
    schema: {
      querystring,
      ...(withId ? { params: IdParamsSchema } : {}),
      response: { 200: body, ...dialect.errorResponses },
    },
  };
}

export function payloadHandlers(dialect: PayloadDialect) {
  /** Parses the query, runs the source call, sends its bytes or the dialect's error. */
  async function answer<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: (query: z.output<S>) => Promise<JsonPayload>,
  ) {
    const parsed = schema.safeParse(request.query ?? {});
    if (!parsed.success) return dialect.invalidQuery(reply, parsed.error);
    try {
      return sendPayload(request, reply, await produce(parsed.data), dialect.cacheControl);
    } catch (error) {
      return dialect.sourceFailed(reply, error);
    }
  }

  function idRoute<S extends z.ZodType>(schema: S, produce: (id: number, query: z.output<S>) => Promise<JsonPayload>) {
    return async (request: FastifyRequest<IdParams>, reply: FastifyReply) => {
      const id = parseId(request.params.id);
      if (id === null) return dialect.unknownId(reply);
      return answer(request, reply, schema, (query) => produce(id, query));
    };
  }

  /** A GET route whose query `schema` the handler parses, declared with that schema. */
  function getRoute<S extends z.ZodType>(
    app: FastifyInstance,
    path: string,
    schema: S,
    body: z.ZodType,
    produce: (query: z.output<S>) => Promise<JsonPayload>,
  ) {
    app.get(path, routeSchema(dialect, schema, body), (request, reply) => answer(request, reply, schema, produce));
  }

  /** A GET route on one film or person, its id in the path. */
  function getIdRoute<S extends z.ZodType>(
    app: FastifyInstance,
    path: string,
    schema: S,
    body: z.ZodType,
    produce: (id: number, query: z.output<S>) => Promise<JsonPayload>,
  ) {
    app.get<IdParams>(path, routeSchema(dialect, schema, body, true), idRoute(schema, produce));
  }

  return { answer, getRoute, getIdRoute };
}

/** Where each surface serves popular, details, credits, release dates and similar; similar may have several spellings. */
interface MovieRoutePaths {
  popular: string;
  details: string;
  credits: string;
  releaseDates: string;
  /** TMDB's alternative titles; only /3 serves them (the SPA's proxy has no use for them). */
  alternativeTitles?: string;
  similar: readonly string[];
}

/** The popular list and one movie's details, credits, release dates and similar films, on both surfaces alike. */
export function registerMovieRoutes(app: FastifyInstance, dialect: PayloadDialect, paths: MovieRoutePaths) {
  const { getRoute, getIdRoute } = payloadHandlers(dialect);
  getRoute(app, paths.popular, PopularQuerySchema, MoviePageSchema, (query) => app.movieSource.popular(query));
  // Details take TMDB's append_to_response on both surfaces: the SPA's film page asks for its
  // facts, credits, similar films and release dates in one request.
  getIdRoute(app, paths.details, MovieDetailsQuerySchema, MovieDetailsSchema.loose(), (id, query) =>
    app.movieSource.details(id, query.language, query.append_to_response),
  );
  getIdRoute(app, paths.credits, LanguageQuerySchema, CreditsSchema, (id, query) => app.movieSource.credits(id, query.language));
  getIdRoute(app, paths.releaseDates, LanguageQuerySchema, ReleaseDatesSchema, (id) => app.movieSource.releaseDates(id));
  if (paths.alternativeTitles !== undefined) {
    getIdRoute(app, paths.alternativeTitles, LanguageQuerySchema, AlternativeTitlesSchema, (id) => app.movieSource.alternativeTitles(id));
  }
  for (const path of paths.similar) {
    getIdRoute(app, path, PageQuerySchema, MoviePageSchema, (id, query) => app.movieSource.similar(id, query));
  }
}

/** Where each surface serves a person's details and film credits. */
interface PersonRoutePaths {
  details: string;
  movieCredits: string;
}

/** A person's details and film credits, on both surfaces alike. */
export function registerPersonRoutes(app: FastifyInstance, dialect: PayloadDialect, paths: PersonRoutePaths) {
  const { getIdRoute } = payloadHandlers(dialect);
  getIdRoute(app, paths.details, PersonDetailsQuerySchema, PersonDetailsSchema.loose(), (id, query) =>
    app.movieSource.person(id, query.language, query.append_to_response),
  );
  getIdRoute(app, paths.movieCredits, LanguageQuerySchema, PersonMovieCreditsSchema, (id, query) =>
    app.movieSource.personMovieCredits(id, query.language),
  );
}
