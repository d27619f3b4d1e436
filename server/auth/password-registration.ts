import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisterRequest } from '../../contract/auth';
import type { FieldErrors } from '../../contract/errors';
import { apiErrorText } from '../http/error-codes';
import { ATTEMPT_RULES, countAttempts } from './attempt-rules';
import { normaliseEmail } from './email';
import { hashPassword } from './passwords';
import { passwordProblems } from './password-rules';
import type { SessionUser } from './session-store';

const EMAIL_TAKEN = apiErrorText('email_taken');

export type PasswordRegistration =
  | { outcome: 'created'; user: SessionUser }
  /** PASSWORD_SIGNUP=false: accounts come from the sign-in providers only. */
  | { outcome: 'closed' }
  | { outcome: 'wait'; seconds: number }
  /** The field errors, as the API's 400 body names them. */
  | { outcome: 'refused'; errors: FieldErrors };

/**
 * A new account with an e-mail and password, for the JSON registration (routes/api/registration)
 * and the register page's form (routes/forms): the attempt limits, the rules, and the account.
 */
export async function registerWithPassword(app: FastifyInstance, request: FastifyRequest, body: RegisterRequest): Promise<PasswordRegistration> {
  if (!app.config.PASSWORD_SIGNUP) return { outcome: 'closed' };
  const { password1, password2 } = body;
  const email = normaliseEmail(body.email);
  const wait = await countAttempts(app.attemptLimiter, [
    { key: `register-ip:${request.ip}`, rule: ATTEMPT_RULES.registerPerIp },
    { key: `register-email:${email.toLowerCase()}`, rule: ATTEMPT_RULES.registerPerEmail },
  ]);
  if (wait !== null) return { outcome: 'wait', seconds: wait };

  // Field errors first and all together; the cross-field check only once the fields are valid.
  const errors: FieldErrors = {};
  if (await app.usersRepository.isEmailTaken(email)) errors.email = [EMAIL_TAKEN];
  const problems = passwordProblems(password1, email);
  if (problems.length > 0) errors.password1 = problems;
  if (Object.keys(errors).length > 0) return { outcome: 'refused', errors };
  if (password1 !== password2) return { outcome: 'refused', errors: { non_field_errors: [apiErrorText('passwords_differ')] } };

  const created = await app.usersRepository.create({ email, passwordHash: await hashPassword(password1) });
  if (!created) return { outcome: 'refused', errors: { email: [EMAIL_TAKEN] } };
  return { outcome: 'created', user: { id: created.id, email } };
}
