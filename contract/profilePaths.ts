/** The profile's routes, as registered under API_PREFIX (contract/apiPaths.ts). */

/** The profile photo, read and uploaded (Spanish paths, as the product's API has them). */
export const PROFILE_PHOTO_PATHS = {
  read: '/obtener-foto-de-perfil/',
  upload: '/actualizar-foto-de-perfil/',
} as const;

/** Account Settings' sign-in providers: which are linked, linking one, removing one. */
export const SIGN_IN_PROVIDER_SETTINGS_PATHS = {
  list: '/me/sign-in-providers/',
  link: '/me/sign-in-providers/:provider/link',
  unlink: '/me/sign-in-providers/:provider',
} as const;
