import { EmailSchema } from '../../contract/auth';

/**
 * The form an e-mail address is stored and looked up in: trimmed, the domain lower-cased.
 * The local part keeps its case because some mail servers honour it; uniqueness ignores it.
 */
export function normaliseEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 0) return trimmed;
  return trimmed.slice(0, at) + trimmed.slice(at).toLowerCase();
}

/**
 * An address from elsewhere (a sign-in provider's claim) by the registration form's rules, in
 * the stored form; null when the form would refuse it.
 */
export function registrableEmail(email: string): string | null {
  const parsed = EmailSchema.safeParse(email);
  return parsed.success ? normaliseEmail(parsed.data) : null;
}
