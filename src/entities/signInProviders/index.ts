/** The account's sign-in providers (which are linked, linking and removing one): Account Settings and the danger zone read them here. */
export { useAccountSignInsQuery, useLinkProviderMutation, useUnlinkProviderMutation } from './signInProvidersApi';
