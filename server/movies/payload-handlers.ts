import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { JsonPayload } from './movie-source';
import { issueMessages, LanguageQuerySchema, PageQuerySchema, parseId, PopularQuerySchema } from './request-schemas';
import { sendPayload } from './send-payload';

/** How one API surface (/3 or the /api/tmdb proxy) words its answers; the handling is the same. */
export interface PayloadDialect {
  cacheControl: string;
  invalidQuery(reply: FastifyReply, messages: string[]): FastifyReply;
  /** Answers a movie source failure; rethrows anything else. */
  sourceFailed(reply: FastifyReply, error: unknown): FastifyReply;
  /** Answers a path id that cannot name a film or person (not a positive integer). */
  unknownId(reply: FastifyReply): FastifyReply;
}

type IdParams = { Params: { id: string } };

export function payloadHandlers(dialect: PayloadDialect) {
  /** Parses the query, runs the source call, sends its bytes or the dialect's error. */
  async function answer<S extends z.ZodType>(
    request: FastifyRequest,
    reply: FastifyReply,
    schema: S,
    produce: (query: z.output<S>) => Promise<JsonPayload>,
  ) {
    const parsed = schema.safeParse(request.query ?? {});
    if (!parsed.success) return dialect.invalidQuery(reply, issueMessages(parsed.error));
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

  return { answer, idRoute };
}

/** Where each surface serves popular, details, credits and similar; similar may have several spellings. */
interface MovieRoutePaths {
  popular: string;
  details: string;
  credits: string;
  similar: readonly string[];
}

/** The popular list and one movie's details, credits and similar films, on both surfaces alike. */
export function registerMovieRoutes(app: FastifyInstance, dialect: PayloadDialect, paths: MovieRoutePaths) {
  const { answer, idRoute } = payloadHandlers(dialect);
  app.get(paths.popular, (request, reply) => answer(request, reply, PopularQuerySchema, (query) => app.movieSource.popular(query)));
  app.get<IdParams>(
    paths.details,
    idRoute(LanguageQuerySchema, (id, query) => app.movieSource.details(id, query.language)),
  );
  app.get<IdParams>(
    paths.credits,
    idRoute(LanguageQuerySchema, (id, query) => app.movieSource.credits(id, query.language)),
  );
  const similar = idRoute(PageQuerySchema, (id, query) => app.movieSource.similar(id, query));
  for (const path of paths.similar) app.get<IdParams>(path, similar);
}

/** Where each surface serves a person's details and film credits. */
interface PersonRoutePaths {
  details: string;
  movieCredits: string;
}

/** A person's details and film credits, on both surfaces alike. */
export function registerPersonRoutes(app: FastifyInstance, dialect: PayloadDialect, paths: PersonRoutePaths) {
  const { idRoute } = payloadHandlers(dialect);
  app.get<IdParams>(
    paths.details,
    idRoute(LanguageQuerySchema, (id, query) => app.movieSource.person(id, query.language)),
  );
  app.get<IdParams>(
    paths.movieCredits,
    idRoute(LanguageQuerySchema, (id, query) => app.movieSource.personMovieCredits(id, query.language)),
  );
}
