import type { i18n as I18n } from 'i18next';
import { parseFieldErrorCodes } from '../../../contract/errorCodesHeader';
import en from '../../i18n/locales/serverErrors/en.json';
import es from '../../i18n/locales/serverErrors/es.json';
import { errorBody } from '../errorBody';
import { isRecord, refusalReason, type ServerReason } from './serverReason';

/** The texts of the API's reasons: downloaded with this module, on the first failure that shows one. */
export const SERVER_ERRORS_NAMESPACE = 'serverErrors';

/*
 * English has no texts of its own for the codes: an English reader reads exactly what the server
 * says (server/http/error-codes.ts), as the specification has it (docs/PRODUCT.md §4.1). Only the
 * waits are the app's, in both languages: a wait in minutes reads better than 3582 seconds (issue 61).
 */
export const SERVER_ERROR_BUNDLES = { en, es };


/** A field error: the field the server named and the reason of one of its messages. */
export interface FieldReason {
  field: string;
  reason: ServerReason;
}

export type RefusalKey = 'detail' | 'error' | 'status_message';

/** The codes whose wait the app says in minutes, rounded up. */
const WAITS = new Set(['too_many_attempts', 'uploads_refused']);

export interface ServerErrorTexts {
  /** The reader's words for a reason: a code the app knows in their language, anything else as the server wrote it. */
  say(reason: ServerReason): string;
  /**
   * The reason of a refusal with one, under the first of `keys` the body has: {"detail"} or the
   * movie proxy's {"error"} with its code, TMDB's {"status_message"} with its status_code (/3); null without one.
   */
  refusal(error: unknown, keys?: readonly RefusalKey[]): ServerReason | null;
  /** A field-error answer's messages in the body's order, each with the code Error-Codes gives it. */
  fields(error: unknown): FieldReason[];
  /** Why a call failed, in the reader's words: its refusal's reason, else the first message under one of `fields`; null without either. */
  describe(error: unknown, fields?: readonly string[]): string | null;
  /**
   * docs/PRODUCT.md §4.1: why a login failed, the first of non_field_errors; past the attempt
   * limit, when to try again (issue 61); null for the app's default text.
   */
  loginFailure(error: unknown): string | null;
}

/** The API's reasons in the reader's language (i18n's current one), their texts joining `i18n` once. */
export function serverErrorTexts(i18n: I18n): ServerErrorTexts {
  for (const [language, bundle] of Object.entries(SERVER_ERROR_BUNDLES)) {
    if (!i18n.hasResourceBundle(language, SERVER_ERRORS_NAMESPACE)) i18n.addResourceBundle(language, SERVER_ERRORS_NAMESPACE, bundle);
  }
  const t = i18n.getFixedT(null, SERVER_ERRORS_NAMESPACE);
  const say = ({ text, code, params = {}, tmdbStatus }: ServerReason): string => {
    // TMDB's numbers are the codes of /3; the app has words for the ones this server sends.
    // A code this language has no text for (English, or one newer than the app) reads as sent.
    if (tmdbStatus !== undefined) return t(`tmdb.${String(tmdbStatus) as keyof typeof es.tmdb}`, { defaultValue: text });
    if (code === undefined) return text;
    const seconds = params.seconds;
    if (WAITS.has(code) && typeof seconds === 'number') return t(`waits.${code as 'too_many_attempts'}`, { count: Math.max(1, Math.ceil(seconds / 60)) });
    return t(`codes.${code as keyof typeof es.codes}`, { ...params, defaultValue: text });
  };
  const texts: ServerErrorTexts = {
    say,
    describe(error, fields = []) {
      const reason = texts.refusal(error) ?? texts.fields(error).find(({ field }) => fields.includes(field))?.reason;
      return reason ? say(reason) : null;
    },
    loginFailure(error) {
      const refusal = texts.refusal(error);
      if (refusal?.code === 'too_many_attempts') return say(refusal);
      const first = texts.fields(error).find(({ field }) => field === 'non_field_errors');
      return first ? say(first.reason) : null;
    },
    refusal(error, keys = ['detail', 'error', 'status_message']) {
      const body = errorBody(error);
      if (!isRecord(body)) return null;
      for (const key of keys) {
        const text = body[key];
        if (typeof text !== 'string' || !text) continue;
        if (key === 'status_message') return { text, ...(typeof body.status_code === 'number' ? { tmdbStatus: body.status_code } : {}) };
        return refusalReason(body, key);
      }
      return null;
    },
    fields(error) {
      const body = errorBody(error);
      if (!isRecord(body)) return [];
      const header = isRecord(error) && typeof error.errorCodes === 'string' ? error.errorCodes : null;
      const codes = parseFieldErrorCodes(header);
      return Object.entries(body).flatMap(([field, messages]) =>
        (Array.isArray(messages) ? messages : [messages]).map((message, index): FieldReason => {
          const named = codes[field]?.[index];
          return { field, reason: { text: String(message), ...(named ? { code: named.code, params: named.params } : {}) } };
        }),
      );
    },
  };
  return texts;
}
