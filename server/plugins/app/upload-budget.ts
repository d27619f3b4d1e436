import fp from 'fastify-plugin';
import { collectGarbage } from '../../memory/collect-garbage';
import { collectWhenQuiet } from '../../http/collect-when-quiet';

/**
 * The bytes of uploads a node holds at once: two imports of 20 MiB and two photos of 5 MiB. An
 * import holds five to six times its file's size in memory until its job ends (the bytes, their
 * text, the rows parsed and their garbage); with a third 20 MiB import at once a node peaked at
 * 534 to 619 MB (PERFORMANCE.md, "Issue 38").
 */
export const UPLOAD_BUDGET_BYTES = 50 * 1024 * 1024;

/** The node's memory for uploads in flight, counted in their bytes (docs/OPERATIONS.md, "Uploads"). */
export interface UploadBudget {
  /** Takes `bytes` of the budget; the returned function gives them back (once), null when they do not fit. */
  reserve(bytes: number): (() => void) | null;
}

/** `whenEmpty` runs each time the last reservation is given back. */
export function uploadBudget(totalBytes: number, whenEmpty: () => void = () => undefined): UploadBudget {
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
        if (reserved === 0) whenEmpty();
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
 * back rather than grow without bound. Once no upload holds any of it, the node gives that
 * memory back as soon as it falls quiet.
 */
export default fp(
  async (app) => {
    const collector = collectWhenQuiet(app.server, collectGarbage);
    app.addHook('onClose', async () => collector.stop());
    app.decorate('uploadBudget', uploadBudget(UPLOAD_BUDGET_BYTES, collector.schedule));
  },
  { name: 'upload-budget' },
);
