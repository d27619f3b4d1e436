import type { ErrorReason, FieldErrorCodes, FieldErrors, ParamValue } from '../../contract/errors';
import type { Refusal } from '../../contract/refusal';
import { formatFieldErrorCodes } from '../../contract/errorCodesHeader';

/**
 * The codes that name the reasons of the API's refusals (docs/API.md, "Errors"), each with the
 * English text the answer carries. The texts are the specification's and Django REST framework's,
 * so clients that read the text keep working; a `{name}` in a text is a value the answer also
 * gives apart, in `params`. Only the server holds this catalogue: the SPA shows an English reader
 * the server's own text and downloads its Spanish texts (src/i18n/locales/serverErrors/es.json)
 * only when a refusal must be shown in Spanish, so none of it weighs on a first visit.
 */
export const API_ERRORS = {
  // Sessions and the requests themselves (docs/PRODUCT.md §8.1).
  not_authenticated: 'Authentication credentials were not provided.',
  token_invalid: 'Token is invalid or expired',
  invalid_credentials: 'Unable to log in with provided credentials.',
  too_many_attempts: 'Too many attempts. Try again in {seconds} seconds.',
  signup_closed: 'Sign-up with a password is turned off here: sign in with one of the providers on the login page.',
  origin_not_allowed: 'Origin not allowed.',
  not_found: 'Not found.',
  body_too_large: 'Request body is too large.',
  unsupported_media_type: 'Unsupported media type.',
  malformed_json: 'Malformed JSON body.',
  url_invalid: 'The URL is not valid.',
  url_too_long: 'The URL is too long.',
  url_nul: 'The URL must not contain NUL characters (%00).',
  request_too_slow: 'The request took too long to arrive.',
  request_body_too_slow: 'The request arrived too slowly (less than {bytes} bytes in {seconds} s): check the connection and try again.',
  server_error: 'Internal server error.',
  database_unavailable: 'The database is unavailable; try again shortly.',

  // Field errors: validation of a body or a query.
  invalid_body: 'Invalid data. Expected a JSON object.',
  field_required: 'This field is required.',
  field_blank: 'This field may not be blank.',
  not_a_string: 'Not a valid string.',
  not_an_integer: 'A valid integer is required.',
  not_a_number: 'A valid number is required.',
  too_long: 'Ensure this field has no more than {max} characters.',
  too_small: 'Ensure this value is greater than or equal to {min}.',
  too_large: 'Ensure this value is less than or equal to {max}.',
  nul_characters: 'Null characters are not allowed.',
  invalid_date: 'Enter a valid date (YYYY-MM-DD).',
  date_too_early: 'The date must be {date} or later.',
  date_in_future: 'The date cannot be in the future.',
  half_stars: 'Ratings go in half stars.',
  ids_repeated: 'Each id may appear only once.',
  films_not_on_list: 'Each film must be on the list.',

  // Registration (docs/PRODUCT.md §5.2) and the account.
  email_invalid: 'Enter a valid email address.',
  email_taken: 'A user is already registered with this e-mail address.',
  password_too_similar: 'The password is too similar to the email.',
  password_too_short: 'This password is too short. It must contain at least {min} characters.',
  password_too_common: 'This password is too common.',
  password_numeric: 'This password is entirely numeric.',
  passwords_differ: "The two password fields didn't match.",
  password_incorrect: 'The password is not correct.',
  email_confirmation_wrong: 'Type the e-mail address of this account to confirm.',

  // Sign-in providers.
  unknown_provider: 'No sign-in provider by this name.',
  provider_not_linked: 'This provider is not linked to your account.',
  provider_last_way_in: 'This is your only way to sign in: link another provider before removing it.',
  provider_unreachable: 'The sign-in provider could not be reached. Try again later.',

  // Uploads: the photo and imports.
  uploads_refused: 'Too many refused uploads. Try again in {seconds} seconds.',
  uploads_busy: 'The server is busy with other uploads. Try again in {seconds} seconds.',
  uploads_busy_person: 'Too many of your uploads are in flight. Try again in {seconds} seconds.',
  uploads_busy_address: 'Too many uploads from your address are in flight. Try again in {seconds} seconds.',
  upload_unreadable: 'The upload could not be read as multipart/form-data.',
  photo_too_big: 'The photo must be at most 5 MiB.',
  photo_not_multipart: 'Send the photo as multipart/form-data in the field "photo".',
  photo_missing: 'No photo was submitted.',
  photo_not_an_image: 'Upload a valid image: JPEG, PNG, WebP or GIF.',
  photo_too_many_pixels: 'The image is too large in pixels.',
  import_too_big: 'The file must be at most {megabytes} MB.',
  import_not_multipart: 'Send the file as multipart/form-data in the field "{field}".',
  import_missing: 'No file was submitted.',
  import_running: 'An import is already running; wait for it to finish.',
  import_not_found: 'Import not found.',
  import_too_many_rows: 'The files hold more than {max} rows.',
  import_unclosed_quote: '{file}: a quoted cell is never closed (line {line}); the file is damaged or cut short.',
  import_missing_columns: '{file}: the header must name the columns {columns}.',
  import_unknown_csv: '{file} is neither a Letterboxd export CSV (diary, ratings, watched, watchlist, likes, list) nor an IMDb ratings CSV.',
  import_bad_list: '{file}: a list starts with "Letterboxd list export" and names its films under a Position, Name, Year header.',
  import_bad_json: '{file} is not valid JSON.',
  import_bad_actors: '{file} is not a list of favorite actors as our export writes it (person_id, name, added_at).',
  import_control_characters: 'A file name holds control characters: rename the file and try again.',
  import_not_text: '{file} is not a text file.',
  import_not_utf8: '{file} is not UTF-8 text: save it as CSV (UTF-8) and try again.',
  import_unsafe_name: 'The ZIP holds a file with an unsafe name ({reason}).',
  import_bad_zip: 'The ZIP file could not be read: it is damaged or cut short.',
  import_too_many_files: 'The ZIP holds more than {max} files.',
  import_nothing_to_read: 'The ZIP holds none of diary.csv, ratings.csv, watched.csv, watchlist.csv, likes/films.csv or lists/*.csv.',
  import_zip_bomb: '{file} unpacks to {ratio} times its packed size: refused as a ZIP bomb.',
  import_unpacks_too_big: '{file} unpacks to more than {max} (all files together at most {total}).',
  import_stopped: 'The import stopped before it finished (the server restarted); nothing was imported. Upload the file again.',
  import_failed: 'The import failed on the server; nothing was imported. Try again later.',
  import_diary_full: 'A diary holds at most {max} entries. Nothing was imported.',
  import_too_many_lists: 'A person can have at most {max} lists. Nothing was imported.',
  import_list_full: 'A list holds at most {max} films ("{list}"). Nothing was imported.',

  // The film log, lists and favourites.
  movie_not_found: 'Movie not found.',
  person_not_found: 'Person not found.',
  bad_movie_id: 'The movie id must be a positive integer.',
  bad_person_id: 'The person id must be a positive integer.',
  entry_not_found: 'Diary entry not found.',
  bad_entry_id: 'The entry id must be a positive integer.',
  list_not_found: 'List not found.',
  bad_list_id: 'The list id must be a positive integer.',
  diary_full: 'A diary holds at most {max} entries. Delete some to log more.',
  too_many_lists: 'You can keep at most {max} lists. Delete one to make another.',
  list_full: 'A list holds at most {max} films.',

  // The movie proxy (/api/tmdb): its `{"error"}` bodies.
  invalid_query: '{problems}',
  source_unreachable: 'The movie database could not be reached.',
  source_busy: 'The movie database is busy; try again shortly.',
  source_timeout: 'The movie database did not answer in time.',
} as const;

export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * /3 speaks TMDB's dialect: a failure is TMDB's {"status_code", "status_message"}, whose
 * status_code is the code, in TMDB's numbers. These are the ones this server sends.
 */
export const TMDB_STATUS_MESSAGES = {
  7: 'Invalid API key: You must be granted a valid key.',
  9: API_ERRORS.source_busy,
  11: API_ERRORS.source_unreachable,
  22: 'Invalid page: Pages start at 1 and max at 500. They are expected to be an integer.',
  24: API_ERRORS.source_timeout,
  34: 'The resource you requested could not be found.',
} as const;

type Placeholders<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
/** The values a code's text holds, by name: none for most. */
export type ApiErrorParams<Code extends ApiErrorCode> = { [Name in Placeholders<(typeof API_ERRORS)[Code]>]: ParamValue };
/** The values argument of a code: none, or its params. */
export type ParamsArgument<Code extends ApiErrorCode> = [Placeholders<(typeof API_ERRORS)[Code]>] extends [never] ? [] : [params: ApiErrorParams<Code>];

export type CodedDetail = Refusal & { code: ApiErrorCode };

function fill(template: string, params: Readonly<Record<string, ParamValue>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (name in params ? String(params[name]) : placeholder));
}

/** The English text of a code, its values filled in. */
export function apiErrorText<Code extends ApiErrorCode>(code: Code, ...[params]: ParamsArgument<Code>): string {
  return fill(API_ERRORS[code], params);
}

/** A refusal with one reason, as the API sends it: `{"detail": text, "code": code, "params"?: values}`. */
export function apiError<Code extends ApiErrorCode>(code: Code, ...[params]: ParamsArgument<Code>): CodedDetail {
  return { detail: fill(API_ERRORS[code], params), code, ...(params ? { params } : {}) };
}

// A text that is only a value (the proxy's list of problems) would match any text: never looked up.
const TEMPLATES = Object.entries(API_ERRORS)
  .filter(([, template]) => template.replace(/\{\w+\}/g, '') !== '')
  .map(([code, template]) => {
    const names = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
    const pattern = template
      .split(/\{\w+\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return { code, names, pattern: new RegExp(`^${pattern}$`, 's') };
  });

/**
 * The code of a text the API sends, with the values it holds; null for a text of no code. Field
 * errors come from many validators as texts alone, so their codes are found from the texts.
 */
export function reasonOfText(text: string): ErrorReason | null {
  for (const { code, names, pattern } of TEMPLATES) {
    const match = pattern.exec(text);
    if (!match) continue;
    const params: Record<string, ParamValue> = {};
    names.forEach((name, index) => {
      const value = match[index + 1] ?? '';
      params[name] = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
    });
    return { code, params };
  }
  return null;
}

/** The Error-Codes header value of a field-error body, or null when no message has a code. */
export function fieldErrorCodesHeader(body: FieldErrors): string | null {
  const codes: FieldErrorCodes = Object.fromEntries(Object.entries(body).map(([field, messages]) => [field, messages.map(reasonOfText)]));
  return Object.values(codes).some((reasons) => reasons.some(Boolean)) ? formatFieldErrorCodes(codes) : null;
}
