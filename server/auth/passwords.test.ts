import { argon2id, hash } from 'argon2';
import { hashPassword, verifyNobodysPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password and only that one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored, 'correct horse battery staple')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse battery stapler')).toBe(false);
  });

  it('still verifies hashes made with the earlier settings (19 MiB, two passes), so existing accounts sign in', async () => {
    const earlier = await hash('an older account password', { type: argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(earlier, 'an older account password')).toBe(true);
    expect(await verifyPassword(earlier, 'another password')).toBe(false);
  });

  it('answers false, never throws, for a stored value that is not a hash', async () => {
    expect(await verifyPassword('not a hash', 'anything')).toBe(false);
    expect(await verifyNobodysPassword('anything')).toBe(false);
  });
});
