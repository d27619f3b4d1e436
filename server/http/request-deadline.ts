import type { FastifyInstance } from 'fastify';

const BODY = JSON.stringify({ detail: 'The request took too long to arrive.' });
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
  app.addHook('onRequest', async (request) => {
    const { raw } = request;
    if (raw.complete) return;
    const timer = setTimeout(() => {
      if (raw.complete || raw.socket.destroyed) return;
      request.log.info({ deadlineMs }, 'request body too slow: closing');
      raw.socket.end(TIMED_OUT);
      raw.socket.destroySoon();
    }, deadlineMs);
    timer.unref();
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
  });
}
