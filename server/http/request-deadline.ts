import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiError, type CodedDetail } from './error-codes';

/** How fast a request's body must arrive (docs/OPERATIONS.md, `REQUEST_TIMEOUT` and "Uploads and imports: limits"). */
export interface BodyPace {
  /** The whole body within this of its headers. */
  deadlineMs: number;
  /** And at least `minBytes` in every `windowMs` the server spends waiting for it. */
  minBytes: number;
  windowMs: number;
}

/** 1 KiB/s over 10 s: slower than any working uplink; a photo at this pace would not arrive within the deadline anyway. */
export const MIN_BODY_PACE = { minBytes: 10 * 1024, windowMs: 10_000 } as const;

const timedOut = (refusal: CodedDetail) => {
  const body = JSON.stringify(refusal);
  return ['HTTP/1.1 408 Request Timeout', 'Connection: close', 'Content-Type: application/json; charset=utf-8', `Content-Length: ${Buffer.byteLength(body)}`, '', body].join('\r\n');
};

const cutOff = new WeakSet<FastifyRequest>();

function announcesBody({ headers }: FastifyRequest): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Whether the request's body was cut off with 408 for arriving too slowly: its sender is to blame (an upload counts it as refused). */
export function wasCutOff(request: FastifyRequest): boolean {
  return cutOff.has(request);
}

/**
 * A request's body must arrive within deadlineMs of its headers and at a minimum pace while the
 * server reads it: a client dripping a byte now and then would otherwise hold a connection (and
 * whatever its route set aside for the body) for the whole deadline. Node's own requestTimeout
 * stops watching once the headers are in, so the watch is kept here. It ends when the body is
 * in, not with the answer: a body still dripping after an early answer (401, 413) is cut too.
 * The pace counts only while the server is reading (the stream flowing, nothing buffered): a
 * route that has not started reading yet, or that holds the body back, is not the client's fault.
 */
export function registerRequestDeadline(app: FastifyInstance, pace: BodyPace): void {
  const slow = timedOut(apiError('request_body_too_slow', { bytes: pace.minBytes, seconds: pace.windowMs / 1000 }));
  const late = timedOut(apiError('request_too_slow'));
  const watch = (request: FastifyRequest, reply: FastifyReply) => {
    const { raw } = request;
    // A request without a body has nothing left to drip once its headers are in; Node marks it
    // complete only after this hook, so the headers say it (RFC 9112 §6.3): no timers for a GET.
    if (!announcesBody(request) || raw.complete) return;
    // An injected request (tests) has no network to drip through, nor a real socket to close.
    if (!(raw.socket instanceof Socket)) return;
    const socket = raw.socket;
    let received = socket.bytesRead;
    let wasReading = false;
    const stop = () => {
      clearTimeout(deadline);
      clearInterval(paceCheck);
      socket.off('close', stop);
    };
    const cut = (answer: string, why: string) => {
      stop();
      if (raw.complete || socket.destroyed) return;
      request.log.info({ deadlineMs: pace.deadlineMs, minBytes: pace.minBytes, windowMs: pace.windowMs }, `request body ${why}: closing`);
      cutOff.add(request);
      // After an answer a 408 would read as the answer to the next request on the connection.
      if (reply.raw.headersSent) socket.destroy();
      else {
        socket.end(answer);
        socket.destroySoon();
      }
    };
    const deadline = setTimeout(() => cut(late, 'too late'), pace.deadlineMs);
    const paceCheck = setInterval(() => {
      if (raw.complete) return stop();
      const reading = raw.readableFlowing === true && raw.readableLength === 0;
      if (reading && wasReading && socket.bytesRead - received < pace.minBytes) return cut(slow, 'too slow');
      received = socket.bytesRead;
      wasReading = reading;
    }, pace.windowMs);
    deadline.unref();
    paceCheck.unref();
    socket.on('close', stop);
    // Not an onResponse hook: that would put every answer, a GET's too, through one more phase of
    // hooks, which the cached routes measurably pay for (docs/PERFORMANCE.md, issue 64, session 49).
    reply.raw.once('finish', () => {
      if (raw.complete) stop();
    });
  };
  app.addHook('onRequest', (request, reply, done) => {
    watch(request, reply);
    done();
  });
}
