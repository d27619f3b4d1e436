/**
 * The database cannot be reached right now (restart, failover, network): the request fails
 * fast with 503 and a later one may succeed, unlike a bug in a query, which is a 500. The
 * message is for the log; what a client reads is the error handler's (http/errors.ts).
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  constructor(cause: unknown) {
    super('the database cannot be reached', { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

/** Socket failures, SQLSTATE class 08 (connection exception) and the shutdown/startup states 57P01-57P03. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** What node-postgres says, without a code, when a connection ends under a query or cannot be made in time. */
const DRIVER_MESSAGES = [/connection terminated/i, /timeout exceeded when trying to connect/i, /not queryable/i, /connection .*closed/i];

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof DatabaseUnavailableError) return true;
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SERVER_STATES.has(code) || code.startsWith('08'))) return true;
  if (error instanceof AggregateError) return error.errors.some(isConnectionFailure);
  return DRIVER_MESSAGES.some((pattern) => pattern.test(error.message));
}

/** Rethrows connection failures as DatabaseUnavailableError and anything else as it was. */
export function unavailableOr(error: unknown): never {
  if (error instanceof DatabaseUnavailableError) throw error;
  throw isConnectionFailure(error) ? new DatabaseUnavailableError(error) : error;
}
