import type { FastifyReply } from 'fastify';

/**
 * A 303 to `url` that no cache may keep: each such answer follows a POST or a step of a sign-in
 * and may set or clear a session's cookies.
 */
export const seeOther = (reply: FastifyReply, url: string): FastifyReply => reply.header('cache-control', 'no-store').redirect(url, 303);
