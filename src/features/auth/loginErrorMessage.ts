/** Spec point 8: the first non_field_errors entry of a failed login, if the server sent one. */
export function loginErrorMessage(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  const nonFieldErrors = (data as { non_field_errors?: unknown } | undefined)?.non_field_errors;
  return Array.isArray(nonFieldErrors) && typeof nonFieldErrors[0] === 'string' ? nonFieldErrors[0] : null;
}
