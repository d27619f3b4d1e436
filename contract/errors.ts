import * as z from 'zod/mini';

/** The error bodies of /api (docs/API.md, "Errors"). zod/mini: the SPA reads these on a first visit. */

/** A refusal with one reason: {"detail": "..."}. */
export const DetailSchema = z.object({ detail: z.string() });
export type Detail = z.infer<typeof DetailSchema>;

/** Validation failures: {"field": ["message"], "non_field_errors": ["message"]}. */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;
