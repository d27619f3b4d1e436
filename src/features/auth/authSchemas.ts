import * as z from 'zod/mini';

/** Messages are i18n keys; the forms translate them when they show them. */
const email = z.pipe(
  z.string().check(z.trim(), z.minLength(1, 'validation.emailRequired')),
  z.email('validation.emailInvalid'),
);

export const LoginFormSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const RegisterFormSchema = z
  .object({
    email,
    password: z.string().check(z.minLength(1, 'validation.passwordRequired')),
    confirmPassword: z.string().check(z.minLength(1, 'validation.confirmRequired')),
  })
  .check(
    z.refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
      message: 'validation.passwordsMismatch',
      path: ['confirmPassword'],
      // Compare as soon as both are strings, even when another field (e.g. email) is still wrong.
      when: (payload) => {
        const value = payload.value as Partial<Record<'password' | 'confirmPassword', unknown>>;
        return typeof value.password === 'string' && typeof value.confirmPassword === 'string';
      },
    }),
  );
export type RegisterForm = z.infer<typeof RegisterFormSchema>;
