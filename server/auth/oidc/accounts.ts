import type { Database } from '../../db/database';
import { registrableEmail } from '../email';
import { type ProviderIdentity, SignInError } from './sign-in';

/**
 * The account a provider's sign-in opens: the one its identity (issuer and subject) belongs to;
 * else, linking, the signed-in person's, which it then joins; else a new account under its
 * e-mail, only when the provider says it verified it and the registration form would take it.
 * An e-mail one of our accounts already has is never joined on the provider's word: its owner
 * signs in with the password and links the provider from Account Settings.
 */
export async function accountFor(db: Database, providerId: string, identity: ProviderIdentity, linkUserId: number | null): Promise<{ userId: number; linked: boolean }> {
  // Kept beside the link for Account Settings to show ("Linked as …"), where it is valid.
  const email = identity.email === null ? null : registrableEmail(identity.email);
  return db.transaction(async (tx) => {
    const [known] = await tx.query<{ user_id: number }>('select user_id::int as user_id from user_identities where issuer = $1 and subject = $2', [identity.issuer, identity.subject]);
    const link = (userId: number) =>
      tx.query('insert into user_identities (user_id, provider, issuer, subject, email) values ($1, $2, $3, $4, $5)', [userId, providerId, identity.issuer, identity.subject, email]);
    if (linkUserId !== null) {
      if (known && known.user_id !== linkUserId) throw new SignInError('already_linked');
      if (!known) {
        // One account per provider for each of ours: linking again replaces the earlier one.
        await tx.query('delete from user_identities where user_id = $1 and provider = $2', [linkUserId, providerId]);
        await link(linkUserId);
      }
      return { userId: linkUserId, linked: true };
    }
    if (known) return { userId: known.user_id, linked: false };
    if (identity.email === null) throw new SignInError('no_email');
    // Anyone may claim any address at a provider that does not check: only its word that it did names an account.
    if (!identity.emailVerified) throw new SignInError('email_unverified');
    if (email === null) throw new SignInError('email_invalid');
    const [created] = await tx.query<{ id: number }>(
      `insert into users (email, password_hash) select $1, null
       where not exists (select 1 from users where lower(email) = lower($1))
       returning id::int as id`,
      [email],
    );
    if (!created) throw new SignInError('account_exists');
    await link(created.id);
    return { userId: created.id, linked: false };
  });
}
