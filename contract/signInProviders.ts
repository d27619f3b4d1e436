import * as z from 'zod/mini';
import { apiPath } from './apiPaths';

/** A provider's id, as OIDC_PROVIDERS names it (lower-cased) and URLs carry it. */
export const PROVIDER_ID = /^[a-z0-9]{1,32}$/;

/** The query parameter /login gets when a sign-in with a provider came back without a session. */
export const SIGN_IN_ERROR_PARAM = 'sign_in_error';
/** …with the provider it was, by id. */
export const SIGN_IN_PROVIDER_PARAM = 'provider';
/**
 * Linking from Account Settings comes back to /profile#sign-in-providers: with ?linked=<id> once
 * linked, else with the two parameters above.
 */
export const LINKED_PARAM = 'linked';
export const ACCOUNT_SIGN_INS_ANCHOR = 'sign-in-providers';

/**
 * Why a sign-in with a provider failed; the SPA words each one. denied: the person said no at
 * the provider. expired: no sign-in of this browser was under way (expired, used, or started in
 * another browser). unreachable: the provider did not answer. failed: its answer did not hold
 * (a token's signature, issuer, audience, expiry or nonce, or an error it sent). no_email: it
 * gave no e-mail address. email_unverified: it did not say it verified the e-mail, which a new
 * account needs. email_invalid: the e-mail is not one the registration form would take.
 * account_exists: one of our accounts has that e-mail (its owner signs in with the password and
 * links the provider). already_linked: linking a provider account that belongs to another of our
 * accounts.
 */
export const SIGN_IN_FAILURES = ['denied', 'expired', 'unreachable', 'failed', 'no_email', 'email_unverified', 'email_invalid', 'account_exists', 'already_linked'] as const;
export type SignInFailure = (typeof SIGN_IN_FAILURES)[number];

/** A provider as the SPA shows it: config.json's signInProviders. */
export const SignInProviderSchema = z.object({ id: z.string(), label: z.string() });
export type SignInProviderInfo = z.infer<typeof SignInProviderSchema>;

/*
 * The SPA's schemas here use only what its other schemas use (object, array, string, nullable,
 * enum): zod keeps a feature's code in the first visit's vendor chunk once any chunk uses it.
 */

/** config.json's sign-in providers (the Node server writes them from its configuration). */
const SignInSettingsSchema = z.object({ signInProviders: z.optional(z.array(SignInProviderSchema)) });

/** The sign-in providers a config.json as read names; none when they do not parse. */
export function signInProvidersOf(file: unknown): SignInProviderInfo[] {
  const parsed = SignInSettingsSchema.safeParse(file);
  return (parsed.success && parsed.data.signInProviders) || [];
}

/** Where a provider's sign-in starts: a page the browser goes to. */
/** Its route under API_PREFIX (here, not in apiPaths.ts, as only the sign-in pages' chunks need it). */
export const SIGN_IN_START_PATH = '/auth/oidc/:provider/start';
export const signInStartPath = (providerId: string) => apiPath(SIGN_IN_START_PATH, { provider: providerId });

/** GET /api/me/sign-in-providers/: how the signed-in person can sign in. */
export const AccountSignInsSchema = z.object({
  /** Whether the account has a password: none for an account a provider created, whose providers are its only way in. */
  password: z.enum(['set', 'none']),
  /** Every configured provider, linked to this account or not. */
  providers: z.array(
    z.object({
      ...SignInProviderSchema.shape,
      linked: z.nullable(z.object({ email: z.nullable(z.string()), linked_at: z.string() })),
    }),
  ),
});
export type AccountSignIns = z.infer<typeof AccountSignInsSchema>;

/** POST /api/me/sign-in-providers/:provider/link: where to send the browser to link it. */
export const LinkStartSchema = z.object({ url: z.string() });
