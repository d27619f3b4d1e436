/**
 * The cookie the SPA keeps the reader's language in (i18next's detector writes it). The server
 * reads it to send the prerendered first screen in that language (docs/ARCHITECTURE.md, "First paint").
 */
export const LANGUAGE_COOKIE = 'i18next';
