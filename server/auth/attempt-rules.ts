import type { FastifyReply } from 'fastify';
import { apiError } from '../http/error-codes';
import type { AttemptLimiter, AttemptRule } from './attempt-limiter';

const MINUTE = 60_000;

/** Brute-force limits: an address can try a few passwords, one IP somewhat more (offices share IPs). */
export const ATTEMPT_RULES = {
  loginPerIp: { limit: 30, windowMs: 15 * MINUTE },
  loginPerEmail: { limit: 10, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  registerPerEmail: { limit: 10, windowMs: 60 * MINUTE },
} satisfies Record<string, AttemptRule>;

/**
 * Uploads refused (too big, not a file the route reads): past these a person or an address
 * waits before the next upload is even read, so refused files stop costing the server parsing
 * time. Generous for someone fixing a file by hand.
 */
export const UPLOAD_RULES = {
  refusedPerUser: { limit: 20, windowMs: 10 * MINUTE },
  refusedPerIp: { limit: 60, windowMs: 10 * MINUTE },
} satisfies Record<string, AttemptRule>;

/** Counts the attempt under every key; returns the longest wait among the exceeded ones, or null. */
export async function countAttempts(
  limiter: AttemptLimiter,
  checks: ReadonlyArray<{ key: string; rule: AttemptRule }>,
): Promise<number | null> {
  const waits = await Promise.all(checks.map(({ key, rule }) => limiter.attempt(key, rule)));
  const exceeded = waits.filter((wait): wait is number => wait !== null);
  return exceeded.length > 0 ? Math.max(...exceeded) : null;
}

export function replyTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send(apiError('too_many_attempts', { seconds: retryAfterSeconds }));
}
