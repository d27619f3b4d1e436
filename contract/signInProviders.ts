import { z } from 'zod';

/** The query parameter /login gets when a sign-in with a provider came back without a session. */
export const SIGN_IN_ERROR_PARAM = 'sign_in_error';

/**
 * Why a sign-in with a provider failed; the SPA words each one. denied: the person said no at
 * the provider. expired: no sign-in of this browser was under way (expired, used, or started in
 * another browser). unreachable: the provider did not answer. failed: its answer did not hold
 * (a token's signature, issuer, audience, expiry or nonce, or an error it sent). no_email: it
 * gave no e-mail address. account_exists: one of our accounts has that e-mail (its owner signs
 * in with the password and links the provider). already_linked: linking a provider account that
 * belongs to another of our accounts.
 */
export const SIGN_IN_FAILURES = ['denied', 'expired', 'unreachable', 'failed', 'no_email', 'account_exists', 'already_linked'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** A provider as the SPA shows it: config.json's signInProviders. */
export const SignInProviderSchema = z.object({ id: z.string(), label: z.string() });
export type SignInProviderInfo = z.infer<typeof SignInProviderSchema>;

/** Where a provider's sign-in starts: a page the browser goes to. */
export const signInStartPath = (providerId: string) => `/api/auth/oidc/${providerId}/start`;

/** GET /api/me/sign-in-providers/: how the signed-in person can sign in. */
export const AccountSignInsSchema = z.object({
  /** False for an account a provider created: its providers are its only way in. */
  has_password: z.boolean(),
  /** Every configured provider, linked to this account or not. */
  providers: z.array(
    SignInProviderSchema.extend({
      linked: z.object({ email: z.string().nullable(), linked_at: z.string() }).nullable(),
    }),
  ),
});
export type AccountSignIns = z.infer<typeof AccountSignInsSchema>;

/** POST /api/me/sign-in-providers/:provider/link: where to send the browser to link it. */
export const LinkStartSchema = z.object({ url: z.string() });
