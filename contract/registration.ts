export const MIN_PASSWORD_LENGTH = 8;

/** The form fields a registration's field errors name, as the register form labels them. */
export const REGISTRATION_FIELDS = ['email', 'password1', 'password2'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
