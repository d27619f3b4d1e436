import fp from 'fastify-plugin';
import { collectGarbage } from '../../memory/give-back';
import { collectWhenQuiet } from '../../http/collect-when-quiet';

const MIB = 1024 * 1024;

/** What one person, or one client address, may hold of a node's upload budget at once. */
export interface UploadShare {
  /** Uploads open at once: being received, or (an import) held until its job ends. */
  uploads: number;
  /** Bytes received of them. */
  bytes: number;
}

/** The node's memory for uploads in flight (docs/OPERATIONS.md, "Uploads and imports: limits"). */
export interface UploadLimits {
  /** Bytes of uploads a node holds at once, counted as they arrive. */
  nodeBytes: number;
  perPerson: UploadShare;
  perAddress: UploadShare;
}

/**
 * Two imports of 20 MiB and two photos of 5 MiB on a node. An import holds five to six times
 * its file's size in memory until its job ends (the bytes, their text, the rows parsed and
 * their garbage); with a third 20 MiB import at once a node peaked at 534 to 619 MB
 * (PERFORMANCE.md, "Issue 38"). A person holds at most an import and a photo; an address (a
 * few accounts behind one client) at most half the node's bytes, so that whoever trickles
 * bytes in or keeps uploads open leaves the other half to everyone else.
 */
export const UPLOAD_LIMITS: UploadLimits = {
  nodeBytes: 50 * MIB,
  perPerson: { uploads: 2, bytes: 25 * MIB },
  perAddress: { uploads: 4, bytes: 25 * MIB },
};

/** Whose share an upload did not fit in: the node's, its sender's, or its address's. */
export type UploadRefusal = 'node' | 'person' | 'address';

/** One upload's share of the budget, from before its body is read until it is given back. */
export interface UploadReservation {
  /** Takes `bytes` more as they arrive; null when they fit, else whose share they would pass (nothing is taken). */
  grow(bytes: number): UploadRefusal | null;
  /** Gives everything back (once). */
  release(): void;
}

export interface UploadBudget {
  /**
   * Opens an upload of `person` from `address`, holding no bytes yet: a declared Content-Length
   * costs nothing until its bytes arrive. Refused when the person or the address has its
   * uploads open already, or the node has no byte left.
   */
  open(person: string, address: string): UploadReservation | UploadRefusal;
}

interface Holding {
  uploads: number;
  bytes: number;
}

/** `whenEmpty` runs each time the last reservation is given back. */
export function uploadBudget(limits: UploadLimits, whenEmpty: () => void = () => undefined): UploadBudget {
  let nodeBytes = 0;
  let open = 0;
  const people = new Map<string, Holding>();
  const addresses = new Map<string, Holding>();
  const holding = (map: Map<string, Holding>, key: string) => map.get(key) ?? { uploads: 0, bytes: 0 };
  const change = (map: Map<string, Holding>, key: string, uploads: number, bytes: number) => {
    const now = holding(map, key);
    const next = { uploads: now.uploads + uploads, bytes: now.bytes + bytes };
    if (next.uploads === 0) map.delete(key);
    else map.set(key, next);
  };
  return {
    open(person, address) {
      if (holding(people, person).uploads >= limits.perPerson.uploads) return 'person';
      if (holding(addresses, address).uploads >= limits.perAddress.uploads) return 'address';
      if (nodeBytes >= limits.nodeBytes) return 'node';
      change(people, person, 1, 0);
      change(addresses, address, 1, 0);
      open += 1;
      let held = 0;
      let released = false;
      return {
        grow(bytes) {
          if (released) return null;
          if (holding(people, person).bytes + bytes > limits.perPerson.bytes) return 'person';
          if (holding(addresses, address).bytes + bytes > limits.perAddress.bytes) return 'address';
          if (nodeBytes + bytes > limits.nodeBytes) return 'node';
          held += bytes;
          nodeBytes += bytes;
          change(people, person, 0, bytes);
          change(addresses, address, 0, bytes);
          return null;
        },
        release() {
          if (released) return;
          released = true;
          nodeBytes -= held;
          change(people, person, -1, -held);
          change(addresses, address, -1, -held);
          open -= 1;
          if (open === 0) whenEmpty();
        },
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
 * memory back as soon as it falls quiet. `limits` replaces UPLOAD_LIMITS (tests).
 */
export default fp<{ limits?: UploadLimits }>(
  async (app, { limits = UPLOAD_LIMITS }) => {
    const collector = collectWhenQuiet(app.server, collectGarbage);
    app.addHook('onClose', async () => collector.stop());
    app.decorate('uploadBudget', uploadBudget(limits, collector.schedule));
  },
  { name: 'upload-budget' },
);
