import * as z from 'zod/mini';

/**
 * A refusal with one reason: {"detail": "..."}, with its code and values when the server named
 * them (docs/API.md, "Errors"). The server's answers' schema only, apart from contract/errors.ts:
 * the SPA reads refusals by hand (src/api/serverErrors/serverReason.ts), as zod's union would
 * join its first-visit scripts.
 */
export const RefusalSchema = z.object({
  detail: z.string(),
  code: z.optional(z.string()),
  params: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))),
});
export type Refusal = z.infer<typeof RefusalSchema>;
