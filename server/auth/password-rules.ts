import { dictionary } from '@zxcvbn-ts/language-common';
import { apiErrorText } from '../http/error-codes';
import { MIN_PASSWORD_LENGTH } from '../../contract/registration';
const MAX_SIMILARITY = 0.7;

let commonPasswords: Set<string> | undefined;

/**
 * About 50,000 leaked passwords, ranked by frequency, from zxcvbn-ts (built into a set on first
 * use); and what is guessed before any of them: one character repeated ("aaaaaaaa", eight
 * spaces, eight NULs), or nothing but blanks and control characters.
 */
function isCommonPassword(password: string): boolean {
  if (new Set(password).size <= 1 || /^[\s\p{Cc}]*$/u.test(password)) return true;
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords.has(password.trim().toLowerCase());
}

/** Every rule the password breaks, as the messages shown under "password1"; empty when it is acceptable. */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (isTooSimilar(password, email)) problems.push(apiErrorText('password_too_similar'));
  if (Array.from(password).length < MIN_PASSWORD_LENGTH) problems.push(apiErrorText('password_too_short', { min: MIN_PASSWORD_LENGTH }));
  if (isCommonPassword(password)) problems.push(apiErrorText('password_too_common'));
  if (/^\d+$/.test(password)) problems.push(apiErrorText('password_numeric'));
  return problems;
}

/**
 * Django's UserAttributeSimilarityValidator: the password against the whole address and each
 * of its word-separated parts, by difflib's quick_ratio (shared characters, order ignored).
 */
function isTooSimilar(password: string, email: string): boolean {
  const lowered = password.toLowerCase();
  const value = email.toLowerCase();
  const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value].filter(Boolean);
  return parts.some((part) => !exceedsLengthRatio(lowered, part) && quickRatio(lowered, part) >= MAX_SIMILARITY);
}

/** A password far longer than the part cannot be "too similar" to it, so the part is skipped. */
function exceedsLengthRatio(password: string, part: string): boolean {
  return password.length >= 10 * part.length && part.length < (MAX_SIMILARITY / 2) * password.length;
}

function quickRatio(a: string, b: string): number {
  const available = new Map<string, number>();
  for (const char of b) available.set(char, (available.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = available.get(char) ?? 0;
    if (left > 0) {
      available.set(char, left - 1);
      matches += 1;
    }
  }
  return (2 * matches) / (a.length + b.length);
}
