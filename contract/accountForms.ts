/**
 * The login and register forms sent as plain HTML forms (before the app's scripts run, or
 * without them): the server answers POST /login and /register (server/routes/forms) and sends a
 * refused form back to its page with this query parameter, once per reason.
 */
export const FORM_ERROR_PARAM = 'form_error';
/**
 * The e-mail of a form the server sent back refused, for the page it goes back to (an httpOnly
 * cookie of that page's path, for a minute): the page shows it in the field again, as the app's
 * own form keeps it. Not in the URL, which logs and the history keep.
 */
export const FORM_EMAIL_COOKIE = 'form_email';
export const FORM_EMAIL_SECONDS = 60;

/** The query parameter of the form's URL naming the page to go to once signed in (a path on this site). */
export const NEXT_PARAM = 'next';

/**
 * Why a form came back; the SPA words each one. The field ones are the forms' own checks (the
 * page checks them too when its scripts run); password_invalid is a password the API refuses as
 * a value (over 1,024 characters, or a NUL); the others are the API's reasons of the same names.
 */
export const FORM_FAILURES = [
  'email_required',
  'email_invalid',
  'password_required',
  'password_invalid',
  'confirm_required',
  'passwords_differ',
  'invalid_credentials',
  'too_many_attempts',
  'signup_closed',
  'email_taken',
  'password_too_similar',
  'password_too_short',
  'password_too_common',
  'password_numeric',
] as const;
export type FormFailure = (typeof FORM_FAILURES)[number];
