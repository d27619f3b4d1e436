import fp from 'fastify-plugin';

/** The bytes of uploads a node holds at once: three imports of 20 MiB and two photos of 5 MiB. */
export const UPLOAD_BUDGET_BYTES = 72 * 1024 * 1024;

/** The node's memory for uploads in flight, counted in their bytes (docs/OPERATIONS.md, "Uploads"). */
export interface UploadBudget {
  /** Takes `bytes` of the budget; the returned function gives them back (once), null when they do not fit. */
  reserve(bytes: number): (() => void) | null;
}

export function uploadBudget(totalBytes: number): UploadBudget {
  let reserved = 0;
  return {
    reserve(bytes) {
      if (reserved + bytes > totalBytes) return null;
      reserved += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        reserved -= bytes;
      };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    uploadBudget: UploadBudget;
  }
}

/**
 * An upload's bytes, what they unpack to and what is parsed from them live in memory until the
 * route (or an import's job) is done with them; past the budget a node asks clients to come
 * back rather than grow without bound.
 */
export default fp(
  async (app) => {
    app.decorate('uploadBudget', uploadBudget(UPLOAD_BUDGET_BYTES));
  },
  { name: 'upload-budget' },
);
