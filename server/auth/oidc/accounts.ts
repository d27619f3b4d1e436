import type { Database } from '../../db/database';
import { type ProviderIdentity, SignInError } from './sign-in';

/**
 * The account a provider's sign-in opens: the one its identity (issuer and subject) belongs to;
 * else, linking, the signed-in person's, which it then joins; else a new account under its
 * e-mail. An e-mail one of our accounts already has is never joined on the provider's word:
 * its owner signs in with the password and links the provider from Account Settings.
 */
export async function accountFor(db: Database, providerId: string, identity: ProviderIdentity, linkUserId: number | null): Promise<{ userId: number; linked: boolean }> {
  return db.transaction(async (tx) => {
    const [known] = await tx.query<{ user_id: number }>('select user_id::int as user_id from user_identities where issuer = $1 and subject = $2', [identity.issuer, identity.subject]);
    if (linkUserId !== null) {
      if (known && known.user_id !== linkUserId) throw new SignInError('already_linked');
      if (!known) {
        // One account per provider for each of ours: linking again replaces the earlier one.
        await tx.query('delete from user_identities where user_id = $1 and provider = $2', [linkUserId, providerId]);
        await tx.query('insert into user_identities (user_id, provider, issuer, subject, email) values ($1, $2, $3, $4, $5)', [
          linkUserId,
          providerId,
          identity.issuer,
          identity.subject,
          identity.email,
        ]);
      }
      return { userId: linkUserId, linked: true };
    }
    if (known) return { userId: known.user_id, linked: false };
    if (!identity.email) throw new SignInError('no_email');
    const [created] = await tx.query<{ id: number }>(
      `insert into users (email, password_hash) select $1, null
       where not exists (select 1 from users where lower(email) = lower($1))
       returning id::int as id`,
      [identity.email],
    );
    if (!created) throw new SignInError('account_exists');
    await tx.query('insert into user_identities (user_id, provider, issuer, subject, email) values ($1, $2, $3, $4, $5)', [
      created.id,
      providerId,
      identity.issuer,
      identity.subject,
      identity.email,
    ]);
    return { userId: created.id, linked: false };
  });
}
