import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FORM_EMAIL_COOKIE, FORM_EMAIL_SECONDS, FORM_ERROR_PARAM, FORM_FAILURES, type FormFailure, NEXT_PARAM } from '../../../contract/accountForms';
import { EMAIL_MAX_LENGTH, LoginRequestSchema, RegisterRequestSchema } from '../../../contract/auth';
import { PAGE_PATHS } from '../../../contract/pagePaths';
import { originCheck } from '../../auth/origin-check';
import { openSession } from '../../auth/open-session';
import { registerWithPassword } from '../../auth/password-registration';
import { signInWithPassword } from '../../auth/password-sign-in';
import { reasonOfText } from '../../http/error-codes';
import { seeOther } from '../../http/see-other';

const { login: LOGIN_PATH, register: REGISTER_PATH } = PAGE_PATHS;
/** Where the reader goes once signed in, when the form's URL names no page: what the app's own login does (docs/PRODUCT.md §6). */
const SIGNED_IN_HOME = PAGE_PATHS.profile;
/** A form's few short fields: anything larger is not one of ours. */
const FORM_BODY_LIMIT = 16 * 1024;
/** The app's language switch in a page's URL (i18next's detector reads it). */
const LANGUAGE_PARAM = 'lng';

/** The fields as the pages' inputs name them (src/features/auth/LoginPage.tsx, RegisterPage.tsx); a missing one is empty. */
const LoginFormSchema = z.object({ email: z.string().default(''), password: z.string().default('') });
const RegisterFormSchema = LoginFormSchema.extend({ confirmPassword: z.string().default('') });
/** The query of the form's URL: the page to go to once signed in and the page's language switch, kept when the form comes back. */
const FormQuerySchema = z.object({ [NEXT_PARAM]: z.string().optional(), [LANGUAGE_PARAM]: z.string().optional() });

const SITE = 'http://this-site.invalid';
/**
 * `next` as a path on this site, read as a browser reads a Location (which drops tabs and line
 * breaks, and takes `//host` or `/\host` for another origin); null for anything else.
 */
function localPath(next: string | undefined): string | null {
  if (next === undefined || !next.startsWith('/')) return null;
  const url = URL.parse(next, SITE);
  return url?.origin === SITE ? url.pathname + url.search + url.hash : null;
}
const isFormFailure = (code: string | undefined): code is FormFailure => FORM_FAILURES.some((known) => known === code);

type Field = 'email' | 'password' | 'confirm';

/** Each field the API's schema refuses, in the words the page's own checks use: empty, or not a value it takes. */
function fieldFailures(issues: ReadonlyArray<{ path: PropertyKey[] }>, values: Record<Field, string>, fieldOf: Record<string, Field>): FormFailure[] {
  const fields = [...new Set(issues.map(({ path }) => fieldOf[String(path[0])]).filter((field): field is Field => field !== undefined))];
  return fields.map((field) => {
    const empty = values[field].trim() === '';
    if (field === 'email') return empty ? 'email_required' : 'email_invalid';
    if (field === 'password') return empty ? 'password_required' : 'password_invalid';
    return empty ? 'confirm_required' : 'password_invalid';
  });
}

/**
 * POST /login and POST /register: the account forms as plain HTML forms, sent before the app's
 * scripts have run or without them (with them, the pages call the JSON API). The same services,
 * limits, Origin check and session cookies as the API's; Post/Redirect/Get: signed in, a 303 to
 * the page the form's URL names (a path here) or the profile; refused, a 303 back to the form
 * with the reasons in FORM_ERROR_PARAM, which the page shows in the reader's language (the
 * server renders it: server/routes/spa). The password is never in a URL.
 */
export default async function accountFormRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', originCheck(app.config));
  await app.register(fastifyCookie);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  });

  const queryOf = (request: FastifyRequest) => {
    const parsed = FormQuerySchema.safeParse(request.query);
    return parsed.success ? parsed.data : {};
  };
  const signedIn = (request: FastifyRequest, reply: FastifyReply) => {
    return seeOther(reply, localPath(queryOf(request)[NEXT_PARAM]) ?? SIGNED_IN_HOME);
  };
  const refused = (request: FastifyRequest, reply: FastifyReply, page: string, failures: readonly FormFailure[], email: string) => {
    // What the reader typed into the e-mail field comes back with the form (no longer than a field takes).
    if (email !== '' && email.length <= EMAIL_MAX_LENGTH) {
      reply.setCookie(FORM_EMAIL_COOKIE, email, { path: page, httpOnly: true, sameSite: 'lax', secure: 'auto', maxAge: FORM_EMAIL_SECONDS });
    }
    const query = new URLSearchParams(Object.entries(queryOf(request)).filter((entry): entry is [string, string] => entry[1] !== undefined));
    for (const failure of new Set(failures)) query.append(FORM_ERROR_PARAM, failure);
    return seeOther(reply, `${page}?${query}`);
  };

  app.post(LOGIN_PATH, async (request, reply) => {
    const form = LoginFormSchema.safeParse(request.body ?? {});
    if (!form.success) return refused(request, reply, LOGIN_PATH, ['email_required', 'password_required'], '');
    const { email, password } = form.data;
    const credentials = LoginRequestSchema.safeParse({ email, password });
    if (!credentials.success) {
      return refused(request, reply, LOGIN_PATH, fieldFailures(credentials.error.issues, { email, password, confirm: '' }, { email: 'email', password: 'password' }), email);
    }
    const signIn = await signInWithPassword(app, request, reply, credentials.data);
    if (signIn.outcome === 'wait') return refused(request, reply.header('retry-after', String(signIn.seconds)), LOGIN_PATH, ['too_many_attempts'], email);
    if (signIn.outcome === 'refused') return refused(request, reply, LOGIN_PATH, ['invalid_credentials'], email);
    return signedIn(request, reply);
  });

  app.post(REGISTER_PATH, async (request, reply) => {
    const form = RegisterFormSchema.safeParse(request.body ?? {});
    if (!form.success) return refused(request, reply, REGISTER_PATH, ['email_required', 'password_required', 'confirm_required'], '');
    const { email, password, confirmPassword } = form.data;
    const body = RegisterRequestSchema.safeParse({ email, password1: password, password2: confirmPassword });
    if (!body.success) {
      const fields = { email: 'email', password1: 'password', password2: 'confirm' } as const;
      return refused(request, reply, REGISTER_PATH, fieldFailures(body.error.issues, { email, password, confirm: confirmPassword }, fields), email);
    }
    const registration = await registerWithPassword(app, request, body.data);
    if (registration.outcome === 'closed') return refused(request, reply, REGISTER_PATH, ['signup_closed'], email);
    if (registration.outcome === 'wait') return refused(request, reply.header('retry-after', String(registration.seconds)), REGISTER_PATH, ['too_many_attempts'], email);
    if (registration.outcome === 'refused') {
      const codes = Object.values(registration.errors).flat().map((text) => reasonOfText(text)?.code);
      return refused(request, reply, REGISTER_PATH, codes.filter(isFormFailure), email);
    }
    // The app registers and then logs in with the same e-mail and password: here, one step.
    await openSession(app, reply, registration.user);
    return signedIn(request, reply);
  });
}
