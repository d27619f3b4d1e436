import { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { apiError } from '../../contract/errors';

const BODY = JSON.stringify(apiError('request_too_slow'));
const TIMED_OUT = [
  'HTTP/1.1 408 Request Timeout',
  'Connection: close',
  'Content-Type: application/json; charset=utf-8',
  `Content-Length: ${Buffer.byteLength(BODY)}`,
  '',
  BODY,
].join('\r\n');

/**
 * A request's body must have arrived within deadlineMs of its headers: a client dripping a
 * byte now and then would otherwise hold a connection (and a parser) forever. Node's own
 * requestTimeout stops watching once the headers are in, so the deadline is kept here. A
 * request that arrived whole but is slow to answer is left alone.
 */
export function registerRequestDeadline(app: FastifyInstance, deadlineMs: number): void {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    // An injected request (tests) has no network to drip through, nor a real socket to close.
    if (raw.complete || !(raw.socket instanceof Socket)) return;
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      request.log.info({ deadlineMs }, 'request body too slow: closing');
      raw.socket.end(TIMED_OUT);
      raw.socket.destroySoon();
    }, deadlineMs);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
}
