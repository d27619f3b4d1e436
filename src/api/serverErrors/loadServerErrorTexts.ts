import type { i18n as I18n } from 'i18next';
import type { ServerErrorTexts } from './serverErrorTexts';

export type { FieldReason, ServerErrorTexts } from './serverErrorTexts';
export type { ServerReason } from './serverReason';

/**
 * The API's reasons in the reader's language (docs/API.md, "Errors"). Their texts and code
 * download on the first failure that shows one, not with every first visit: null when they cannot
 * come (offline), and the caller shows the server's own text.
 */
export function loadServerErrorTexts(i18n: I18n): Promise<ServerErrorTexts | null> {
  return import(/* webpackChunkName: "server-errors" */ './serverErrorTexts').then(
    ({ serverErrorTexts }) => serverErrorTexts(i18n),
    () => null,
  );
}
