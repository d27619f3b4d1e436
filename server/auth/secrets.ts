import { hash, randomBytes } from 'node:crypto';

/** A refresh token or session key: 256 random bits, URL- and cookie-safe. */
export function newSessionSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The per-user key for the movie database API: 32 hex characters, as TMDB's look. */
export function newApiKey(): string {
  return randomBytes(16).toString('hex');
}

/** Secrets are stored as their SHA-256 so that a database leak does not leak live sessions. */
export function hashSecret(secret: string): string {
  return hash('sha256', secret, 'hex');
}
