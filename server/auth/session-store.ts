import { LRUCache } from 'lru-cache';
import type { Database } from '../db/database';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { hashSecret, newApiKey, newSessionSecret } from './secrets';

export interface SessionUser {
  id: number;
  email: string;
}

interface NewSession {
  /** For non-browser clients: `Authorization: Token <key>`. */
  key: string;
  refreshToken: string;
  /** What the session's access tokens name it by (random, unlike its numeric id). */
  accessId: string;
  /** For the movie database API /3; it ends with the session. */
  apiKey: string;
}

type RotationResult =
  | { status: 'rotated'; user: SessionUser; accessId: string; refreshToken: string }
  /** Rotated moments ago by a concurrent request (another tab): the browser already holds its successor. */
  | { status: 'concurrent'; user: SessionUser; accessId: string }
  | { status: 'rejected' };

/**
 * A live session stays trusted this long without asking the database again, so access tokens
 * cost no query on hot paths. A revocation is seen at once by the node that made it, by the
 * others within this time.
 */
const LIVE_TRUST_MS = 30_000;

/**
 * A valid api_key stays trusted this long without asking the database again: hot catalogue
 * reads would otherwise cost a query each. Like sessions, a revoked key is dropped at once by
 * the node that revoked it, by the others within this time.
 */
const API_KEY_TRUST_MS = 60_000;

/** What a revocation learns of each session it ends: what this node may still trust it by. */
const REVOKED = 'access_id::text as access_id, api_key_hash';
interface RevokedSession {
  access_id: string;
  api_key_hash: string | null;
}

/**
 * Sessions (one per login) with their key, api_key and refresh tokens, stored as SHA-256
 * hashes. A session's refresh tokens form a family: each use rotates to a new one, and
 * presenting a used one again means it was stolen, so the whole family and its keys are
 * revoked. Only within `reuseGraceSeconds` of its rotation is a used token taken for a
 * concurrent refresh instead. However often it is refreshed, a session ends `maxAgeSeconds`
 * after its login.
 */
export interface SessionStore {
  create(userId: number, ttlSeconds: number): Promise<NewSession>;
  rotate(refreshToken: string, ttlSeconds: number): Promise<RotationResult>;
  userForKey(key: string): Promise<SessionUser | null>;
  /** Whether the session an access token names is still the user's and not revoked or expired. */
  isAccessLive(accessId: string, userId: number): Promise<boolean>;
  revokeByRefreshToken(refreshToken: string): Promise<void>;
  revokeByKey(key: string): Promise<void>;
  /** Every session and api_key of the user (account deletion); other nodes see it within LIVE_TRUST_MS, API_KEY_TRUST_MS. */
  revokeAllOf(userId: number): Promise<void>;
  /** The owner of a live session's api_key, or of an account's key from before sessions had their own. */
  userIdForApiKey(apiKey: string): Promise<number | null>;
  /** The owner of a key this node verified within API_KEY_TRUST_MS, without a query; undefined when it must ask userIdForApiKey. */
  trustedUserIdForApiKey(apiKey: string): number | undefined;
  /**
   * An api_key for a live session that has none (one begun before migration 0012), so that a
   * browser signed in then gets one too; null when the session has one or is not live.
   */
  issueMissingApiKey(accessId: string, userId: number): Promise<string | null>;
}

export function sessionStore(
  db: Database,
  { reuseGraceSeconds, maxAgeSeconds }: { reuseGraceSeconds: number; maxAgeSeconds: number },
): SessionStore {
  /** Sessions this node found live (access id → user, when), until it sees them revoked. */
  const live = new LRUCache<string, { userId: number; at: number }>({ max: 10_000 });
  const confirm = (accessId: string, userId: number) => live.set(accessId, { userId, at: Date.now() });
  /** The api_keys this node found valid (key hash → owner, when). */
  const trustedKeys = new LRUCache<string, { userId: number; at: number }>({ max: 10_000 });
  const trustedUserId = (hash: string): number | undefined => {
    const trusted = trustedKeys.get(hash);
    return trusted && Date.now() - trusted.at < API_KEY_TRUST_MS ? trusted.userId : undefined;
  };
  const forget = (rows: RevokedSession[]) =>
    rows.forEach((row) => {
      live.delete(row.access_id);
      if (row.api_key_hash !== null) trustedKeys.delete(row.api_key_hash);
    });

  return {
    async create(userId, ttlSeconds) {
      const key = newSessionSecret();
      const refreshToken = newSessionSecret();
      const apiKey = newApiKey();
      const lifetime = Math.min(ttlSeconds, maxAgeSeconds);
      const accessId = await db.transaction(async (tx) => {
        const [session] = await tx.query<{ id: number; access_id: string }>(
          `insert into sessions (user_id, key_hash, api_key_hash, expires_at)
           values ($1, $2, $3, now() + $4::int * interval '1 second') returning id::int as id, access_id::text as access_id`,
          [userId, hashSecret(key), hashSecret(apiKey), lifetime],
        );
        if (!session) throw new Error('the session was not created');
        await tx.query(
          `insert into refresh_tokens (token_hash, session_id, expires_at)
           values ($1, $2, now() + $3::int * interval '1 second')`,
          [hashSecret(refreshToken), session.id, lifetime],
        );
        return session.access_id;
      });
      confirm(accessId, userId);
      return { key, refreshToken, accessId, apiKey };
    },

    rotate(refreshToken, ttlSeconds) {
      return db.transaction(async (tx): Promise<RotationResult> => {
        const [row] = await tx.query<{
          session_id: number;
          access_id: string;
          api_key_hash: string | null;
          user_id: number;
          email: string;
          used: boolean;
          in_grace: boolean;
          live: boolean;
        }>(
          `select t.session_id::int as session_id, s.access_id::text as access_id, s.api_key_hash, s.user_id::int as user_id, u.email,
                  t.used_at is not null as used,
                  coalesce(t.used_at > now() - $2::int * interval '1 second', false) as in_grace,
                  t.expires_at > now() and s.revoked_at is null and s.expires_at > now() as live
             from refresh_tokens t
             join sessions s on s.id = t.session_id
             join users u on u.id = s.user_id
            where t.token_hash = $1
            for update of t, s`,
          [hashSecret(refreshToken), reuseGraceSeconds],
        );
        if (!row || !row.live) return { status: 'rejected' };
        const user = { id: row.user_id, email: row.email };
        if (row.used && row.in_grace) return { status: 'concurrent', user, accessId: row.access_id };
        if (row.used) {
          await tx.query('update sessions set revoked_at = now() where id = $1', [row.session_id]);
          forget([row]);
          return { status: 'rejected' };
        }
        const next = newSessionSecret();
        await tx.query('update refresh_tokens set used_at = now() where token_hash = $1', [hashSecret(refreshToken)]);
        // Each refresh extends the session, but never past maxAgeSeconds from its login.
        const [session] = await tx.query<{ expires_at: Date }>(
          `update sessions set expires_at = least(now() + $2::int * interval '1 second', created_at + $3::int * interval '1 second')
            where id = $1 returning expires_at`,
          [row.session_id, ttlSeconds, maxAgeSeconds],
        );
        await tx.query('insert into refresh_tokens (token_hash, session_id, expires_at) values ($1, $2, $3)', [
          hashSecret(next),
          row.session_id,
          session?.expires_at,
        ]);
        return { status: 'rotated', user, accessId: row.access_id, refreshToken: next };
      });
    },

    async userForKey(key) {
      const [row] = await db.query<SessionUser>(
        `select u.id::int as id, u.email
           from sessions s join users u on u.id = s.user_id
          where s.key_hash = $1 and s.revoked_at is null and s.expires_at > now()`,
        [hashSecret(key)],
      );
      return row ?? null;
    },

    async isAccessLive(accessId, userId) {
      const seen = live.get(accessId);
      if (seen?.userId === userId && Date.now() - seen.at < LIVE_TRUST_MS) return true;
      let rows: Array<{ user_id: number }>;
      try {
        rows = await db.query(
          `select user_id::int as user_id from sessions
            where access_id = $1 and user_id = $2 and revoked_at is null and expires_at > now()`,
          [accessId, userId],
        );
      } catch (error) {
        // A database outage must not sign out the sessions this node already knows: what needs no database keeps working.
        if (error instanceof DatabaseUnavailableError && seen?.userId === userId) return true;
        throw error;
      }
      if (rows.length === 0) {
        live.delete(accessId);
        return false;
      }
      confirm(accessId, userId);
      return true;
    },

    async revokeByRefreshToken(refreshToken) {
      forget(
        await db.query<RevokedSession>(
          `update sessions set revoked_at = now()
            where revoked_at is null and id = (select session_id from refresh_tokens where token_hash = $1)
            returning ${REVOKED}`,
          [hashSecret(refreshToken)],
        ),
      );
    },

    async revokeByKey(key) {
      forget(
        await db.query<RevokedSession>(
          `update sessions set revoked_at = now() where revoked_at is null and key_hash = $1 returning ${REVOKED}`,
          [hashSecret(key)],
        ),
      );
    },

    async revokeAllOf(userId) {
      const revoked = await db.transaction(async (tx) => {
        await tx.query('update users set api_key_hash = null where id = $1', [userId]);
        return tx.query<RevokedSession>(
          `update sessions set revoked_at = now() where revoked_at is null and user_id = $1 returning ${REVOKED}`,
          [userId],
        );
      });
      forget(revoked);
      // Keys of sessions revoked before, and the account's own key, may be trusted here too.
      const owned = [...trustedKeys.entries()].filter(([, trusted]) => trusted.userId === userId);
      owned.forEach(([hash]) => trustedKeys.delete(hash));
    },

    trustedUserIdForApiKey: (apiKey) => trustedUserId(hashSecret(apiKey)),

    async userIdForApiKey(apiKey) {
      const hash = hashSecret(apiKey);
      const trusted = trustedUserId(hash);
      if (trusted !== undefined) return trusted;
      const [row] = await db.query<{ user_id: number }>(
        `select user_id::int as user_id from sessions where api_key_hash = $1 and revoked_at is null and expires_at > now()
         union all
         select id::int from users where api_key_hash = $1`,
        [hash],
      );
      if (!row) return null;
      trustedKeys.set(hash, { userId: row.user_id, at: Date.now() });
      return row.user_id;
    },

    async issueMissingApiKey(accessId, userId) {
      const apiKey = newApiKey();
      const issued = await db.query(
        `update sessions set api_key_hash = $3
          where access_id = $1 and user_id = $2 and api_key_hash is null and revoked_at is null and expires_at > now()
          returning 1`,
        [accessId, userId, hashSecret(apiKey)],
      );
      return issued.length > 0 ? apiKey : null;
    },
  };
}
