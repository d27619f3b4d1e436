import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { TMDB_STATUS_MESSAGES } from '../../http/error-codes';
import { MovieSourceError } from '../../movies/movie-source';
import { issueMessages } from '../../movies/request-schemas';

/** TMDB's own error bodies, so TMDB client libraries read our failures as theirs. */
export const INVALID_API_KEY = {
  status_code: 7,
  status_message: TMDB_STATUS_MESSAGES[7],
  success: false,
} as const;

export const RESOURCE_NOT_FOUND = {
  status_code: 34,
  status_message: TMDB_STATUS_MESSAGES[34],
  success: false,
} as const;

/** TMDB's failure body: its own status code and message. */
export const TmdbStatusSchema = z.object({
  status_code: z.number().int(),
  status_message: z.string(),
  success: z.literal(false),
});

/** TMDB's answer to parameters it cannot read: one message per problem. */
export const TmdbValidationErrorsSchema = z.object({ errors: z.array(z.string()), success: z.literal(false) });

const UPSTREAM_STATUS_CODES: Record<number, number> = { 502: 11, 503: 9, 504: 24 };

/** TMDB answers a page outside 1..500, or no integer, with HTTP 400 and its status 22. */
export const INVALID_PAGE = {
  status_code: 22,
  status_message: TMDB_STATUS_MESSAGES[22],
  success: false,
} as const;

/** A bad page as TMDB answers it; any other bad parameter as 422 with one message per problem. */
export function sendValidationErrors(reply: FastifyReply, error: z.ZodError) {
  reply.header('cache-control', 'no-store');
  if (error.issues.some((issue) => issue.path[0] === 'page')) return reply.code(400).send(INVALID_PAGE);
  return reply.code(422).send({ errors: issueMessages(error), success: false });
}

/** Movie source failures in TMDB's shape; anything else is a real server error. */
export function sendSourceError(reply: FastifyReply, error: unknown) {
  if (!(error instanceof MovieSourceError)) throw error;
  reply.header('cache-control', 'no-store');
  if (error.failure === 'not_found') return reply.code(404).send(RESOURCE_NOT_FOUND);
  return reply
    .code(error.statusCode)
    .send({ status_code: UPSTREAM_STATUS_CODES[error.statusCode] ?? 11, status_message: error.message, success: false });
}
