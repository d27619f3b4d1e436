import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { JsonPayload } from './movie-source';
import { issueMessages, LanguageQuerySchema, PageQuerySchema, parseMovieId, PopularQuerySchema } from './request-schemas';
import { sendPayload } from './send-payload';

/** How one API surface (/3 or the /api/tmdb proxy) words its answers; the handling is the same. */
export interface PayloadDialect {
  cacheControl: string;
  invalidQuery(reply: FastifyReply, messages: string[]): FastifyReply;
  /** Answers a movie source failure; rethrows anything else. */
  sourceFailed(reply: FastifyReply, error: unknown): FastifyReply;
  unknownMovie(reply: FastifyReply): FastifyReply;
}

type MovieParams = { Params: { id: string } };

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

  function movieRoute<S extends z.ZodType>(schema: S, produce: (id: number, query: z.output<S>) => Promise<JsonPayload>) {
    return async (request: FastifyRequest<MovieParams>, reply: FastifyReply) => {
      const id = parseMovieId(request.params.id);
      if (id === null) return dialect.unknownMovie(reply);
      return answer(request, reply, schema, (query) => produce(id, query));
    };
  }

  return { answer, movieRoute };
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
  const { answer, movieRoute } = payloadHandlers(dialect);
  app.get(paths.popular, (request, reply) => answer(request, reply, PopularQuerySchema, (query) => app.movieSource.popular(query)));
  app.get<MovieParams>(
    paths.details,
    movieRoute(LanguageQuerySchema, (id, query) => app.movieSource.details(id, query.language)),
  );
  app.get<MovieParams>(
    paths.credits,
    movieRoute(LanguageQuerySchema, (id, query) => app.movieSource.credits(id, query.language)),
  );
  const similar = movieRoute(PageQuerySchema, (id, query) => app.movieSource.similar(id, query));
  for (const path of paths.similar) app.get<MovieParams>(path, similar);
}
