import { EMAIL_INVALID, FIELD_BLANK, FIELD_REQUIRED } from './auth';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * What POST /api/autenticacion/registro/ answers under a field (email, password1, password2,
 * non_field_errors), by code. The answer carries the English text, as a Django client expects;
 * the SPA finds the code by the text and shows it in the reader's language (docs/PRODUCT.md §13).
 */
export const REGISTRATION_ERRORS = {
  fieldRequired: FIELD_REQUIRED,
  fieldBlank: FIELD_BLANK,
  emailInvalid: EMAIL_INVALID,
  emailTaken: 'A user is already registered with this e-mail address.',
  passwordTooSimilar: 'The password is too similar to the email.',
  passwordTooShort: `This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordTooCommon: 'This password is too common.',
  passwordNumeric: 'This password is entirely numeric.',
  passwordsDiffer: "The two password fields didn't match.",
} as const;

export type RegistrationErrorCode = keyof typeof REGISTRATION_ERRORS;

/** The form fields the answer names, as the register form labels them. */
export const REGISTRATION_FIELDS = ['email', 'password1', 'password2'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
