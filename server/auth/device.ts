import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * A device cookie (OWASP's answer to lockouts): after a successful login the browser holds
 * `<id>.<mac>`, the MAC binding the id to the e-mail under the session secret. Its attempts
 * then count under the device, not the e-mail, so strangers' wrong passwords cannot lock the
 * owner out, while strangers themselves stay under the per-e-mail limit.
 */
function mac(secret: string, id: string, email: string): Buffer {
  return createHmac('sha256', secret).update(`device\n${id}\n${email.toLowerCase()}`).digest();
}

export function newDeviceToken(secret: string, email: string): string {
  const id = randomBytes(12).toString('base64url');
  return `${id}.${mac(secret, id, email).toString('base64url')}`;
}

/** The device's id when the token was issued by this server to a browser that signed in as email. */
export function knownDevice(secret: string, token: string | undefined, email: string): string | null {
  const [id, signature, ...rest] = token?.split('.') ?? [];
  if (!id || !signature || rest.length > 0) return null;
  const expected = mac(secret, id, email);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
