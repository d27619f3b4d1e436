import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

function serverErrorText(data: unknown): string | null {
  if (typeof data !== 'object' || data === null) return null;
  const { error, status_message: statusMessage } = data as { error?: unknown; status_message?: unknown };
  if (typeof error === 'string' && error) return error;
  if (typeof statusMessage === 'string' && statusMessage) return statusMessage;
  return null;
}

/** Spec point 8: the server's error text when it sent one, otherwise the given default. */
export function errorMessage(error: FetchBaseQueryError | SerializedError | undefined, fallback: string): string {
  if (error && 'status' in error) return serverErrorText(error.data) ?? fallback;
  return fallback;
}
