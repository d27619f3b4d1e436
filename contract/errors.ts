import * as z from 'zod/mini';

/**
 * The error bodies of /api (docs/API.md, "Errors"). zod/mini and no texts: the SPA reads these on
 * a first visit. The codes and their English texts live on the server (server/http/error-codes.ts).
 * - `{"detail": "...", "code": "...", "params": {...}}`: a refusal with one reason carries its
 *   code beside the text (`params` only when the text holds values; contract/refusal.ts);
 * - `{"field": ["..."], "non_field_errors": ["..."]}`: every key is a field there, so the codes
 *   go in the `Error-Codes` header instead (contract/errorCodesHeader.ts);
 * - the movie proxy's `{"error": "...", "code": "..."}` as a detail.
 */

export type ParamValue = string | number;

/** A message: {"detail": "..."}, as a success says it (registered, logged out). */
export const DetailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

/** Validation failures: {"field": ["message"], "non_field_errors": ["message"]}. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

/** One reason named by code, with the values its text holds. */
export interface ErrorReason {
  code: string;
  params: Record<string, ParamValue>;
}

/** The codes of a field-error answer: for each field, one reason per message, in the same order (null: a message without a code). */
export type FieldErrorCodes = Record<string, Array<ErrorReason | null>>;

/** The header of a field-error answer that names its messages' codes (contract/errorCodesHeader.ts). */
export const ERROR_CODES_HEADER = 'Error-Codes';
