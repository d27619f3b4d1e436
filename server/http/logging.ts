import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';
import type { Config } from '../config';
import { humanStream, type LogFormat } from './log-format';

/** Credentials that can reach a log line through headers; bodies are never logged. */
const REDACTED_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/** The movie database API takes its key in the query (TMDB's dialect), so request URLs carry it. */
const API_KEY_IN_QUERY = /([?&]api_key=)[^&#]*/gi;

export function urlWithoutSecrets(url: string): string {
  return url.replace(API_KEY_IN_QUERY, '$1[REDACTED]');
}

/** Fastify's own request fields, with the api_key taken out of the URL. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: urlWithoutSecrets(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The server's pino options: a test adds a `stream` to capture what would be written. */
export function loggerOptions(
  level: Config['LOG_LEVEL'],
  format: LogFormat = 'json',
  out: { write(text: string): unknown } = process.stdout,
): LoggerOptions & { stream?: { write(line: string): void } } {
  return {
    level,
    redact: REDACTED_PATHS,
    serializers: { req: requestSerializer as unknown as NonNullable<LoggerOptions['serializers']>['req'] },
    ...(format === 'human' ? { stream: humanStream(out) } : {}),
  };
}

/**
 * One JSON record per request, when it is answered, holding what Fastify's two records
 * ("incoming request", "request completed") held: the request, the status and the time. Half
 * the logging per request: pino's writes were a seventh of the process's time under load on the
 * cached popular page (docs/PERFORMANCE.md).
 */
export class OneRecordRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const record = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...record, err: error }, 'request errored');
    else reply.log.info(record, 'request completed');
  }
}

/**
 * At a terminal each request is one short line instead:
 * `GET /api/health/ 200 3 ms` (serverOptions installs it for the human format only).
 */
export class OneLineRequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = `${request.method} ${urlWithoutSecrets(request.url)} ${reply.statusCode} ${Math.round(reply.elapsedTime)} ms`;
    if (error) reply.log.error({ err: error }, line);
    else reply.log.info(line);
  }
}
