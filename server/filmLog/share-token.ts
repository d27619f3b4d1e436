import { randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) in base64url: 43 characters, unguessable and safe in a URL path. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}
