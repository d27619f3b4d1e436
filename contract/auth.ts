import * as z from 'zod/mini';
import { withoutNulCharacters } from './text';

/**
 * The payloads of the accounts and session endpoints (docs/API.md, "Accounts and sessions").
 * The server validates requests with these schemas, so their messages are the server's;
 * the SPA's forms show their own translated messages and use these for the types. zod/mini:
 * the SPA validates login's and the current user's answers with these on a first visit.
 */

export const FIELD_REQUIRED = 'This field is required.';
export const FIELD_BLANK = 'This field may not be blank.';
export const EMAIL_INVALID = 'Enter a valid email address.';

const requiredString = z.string({
  error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_REQUIRED : 'Not a valid string.'),
});

const notBlank = FIELD_BLANK;

/** The longest address SMTP carries (RFC 5321's 256-octet path less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address as every account takes it: registration's field, and a sign-in provider's claim (server/auth/email.ts). */
export const EmailSchema = z.pipe(
  requiredString.check(z.trim(), z.minLength(1, notBlank), z.maxLength(EMAIL_MAX_LENGTH, `Ensure this field has no more than ${EMAIL_MAX_LENGTH} characters.`), withoutNulCharacters()),
  z.email({ error: EMAIL_INVALID }),
);

/** Passwords are taken exactly as typed: no trimming. The cap keeps hashing cheap. */
const PasswordSchema = requiredString.check(z.minLength(1, notBlank), z.maxLength(1024, 'Ensure this field has no more than 1024 characters.'));

/**
 * A new password refuses NUL like all text. A password that is only compared with its hash
 * (login, account deletion) is left as typed: one set before the rule must still sign in.
 */
const NewPasswordSchema = PasswordSchema.check(withoutNulCharacters());

const objectBody = { error: 'Invalid data. Expected a JSON object.' };

export const RegisterRequestSchema = z.object({ email: EmailSchema, password1: NewPasswordSchema, password2: NewPasswordSchema }, objectBody);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const LoginRequestSchema = z.object({ email: EmailSchema, password: PasswordSchema }, objectBody);
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/**
 * `key`: the session token for non-browser clients (`Authorization: Token <key>`); `api_key`: for
 * the movie database API /3. docs/PRODUCT.md §6.1 lets a server leave `api_key` out: the SPA then keeps an empty one.
 */
export const LoginResponseSchema = z.object({ key: z.string(), api_key: z.optional(z.string()) });
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

export const RefreshResponseSchema = z.object({ access_expiration: z.string() });

/** `api_key` is here too: the SPA keeps login's answer in memory only, so after a reload it reads the key back from here. */
export const CurrentUserSchema = z.object({
  pk: z.int(),
  email: z.string(),
  profile_picture: z.nullable(z.string()),
  api_key: z.optional(z.string()),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/**
 * The cookie that tells the SPA a session may be held (value `1`, never a token): the session
 * cookies are httpOnly, and without it a fresh /login or /register cannot know whether to check
 * (docs/PRODUCT.md §6.4). The server sets and clears it with the refresh cookie.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

// The error bodies live in errors.ts; the server's routes still import them from here.
